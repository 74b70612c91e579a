import { productInputSchema, productPatchSchema, type ListedProduct, type ProductInput } from '@contract';
import type { FieldError, FieldErrors, Resolver, ResolverError, ResolverSuccess } from 'react-hook-form';
import { z } from 'zod';

/**
 * One picture of a listing in the form: one it already has (its address) or one the seller chose
 * on their device (the file, uploaded when the form is sent). `id` follows the picture through
 * moves and removals.
 */
export type ListingPicture = { id: string; url: string } | { id: string; file: File };

/** A listing's own fields as the contract checks them, its pictures aside. */
export type ListingFields = Omit<ProductInput, 'picture' | 'pictures'>;

/** What the seller types and chooses: the contract's product, with its pictures in display order, the first the cover. */
export type ProductFormValues = Omit<ListingFields, 'sellerNumber' | 'name' | 'userInfo'> & {
  sellerNumber: string;
  pictures: ListingPicture[];
};

/** A valid form: the checked fields, and the pictures in order (their addresses known once the chosen ones are uploaded). */
export type ProductSubmission = { product: ListingFields; pictures: ListingPicture[] };

export const pictureFileSchema = z.instanceof(File).refine((file) => file.type.startsWith('image/'), 'Picture must be an image');

// The contract wants uploaded pictures' addresses, which do not exist before the upload: a
// stand-in address for each lets it check how many there are and every other field, while each
// chosen file is checked on its own. A listing's own pictures are what it has, so they stand in too.
const PICTURE_CHECKED_APART = 'https://picture.invalid/checked-apart';
const standIns = (count: number) => Array.from({ length: count }, () => PICTURE_CHECKED_APART);

/** Numbers start empty rather than 0: an untouched price is a missing price, not a free machine. */
export const emptyForm: Partial<ProductFormValues> = {
  productName: '',
  categoryCompany: '',
  categorySize: '',
  categorySelf: '',
  madeOf: '',
  ignitionMode: '',
  speedCoolingCylinder: '',
  pressureImpulse: '',
  pistonMovement: '',
  fuel: '',
  details: '',
  location: '',
  sellerNumber: '',
  pictures: [],
};

/** A listing's pictures in display order (the cover alone for a listing stored before it had a list). */
export const listedPictures = (product: ListedProduct): string[] => (product.pictures.length > 0 ? product.pictures : [product.picture]);

/** The form filled in with a listing, to edit it: its fields and its pictures in their order. */
export function formValuesOf(product: ListedProduct): ProductFormValues {
  return {
    productName: product.productName,
    categoryCompany: product.categoryCompany,
    categorySize: product.categorySize,
    categorySelf: product.categorySelf,
    madeOf: product.madeOf,
    ignitionMode: product.ignitionMode,
    speedCoolingCylinder: product.speedCoolingCylinder,
    pressureImpulse: product.pressureImpulse,
    pistonMovement: product.pistonMovement,
    fuel: product.fuel,
    details: product.details,
    location: product.location,
    resalePrice: product.resalePrice,
    originalPrice: product.originalPrice,
    mfYear: product.mfYear,
    yearOfUse: product.yearOfUse,
    sellerNumber: product.sellerNumber,
    pictures: listedPictures(product).map((url, place) => ({ id: `listed-${place}`, url })),
  };
}

/** The contract's word against a listing of `count` pictures (too few, too many), or null when that many may be listed. */
export function picturesCountRule(count: number): string | null {
  const checked = productPatchSchema.safeParse({ pictures: standIns(count) });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/**
 * The contract's product rules (the API applies the very same) plus each chosen file being a
 * picture, each message under its own field, all at once.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductSubmission> = (values) => {
  const { pictures = [], ...fields } = values;
  const product = productInputSchema.safeParse({ ...fields, pictures: standIns(pictures.length) });
  const files = pictures.flatMap((picture) => ('file' in picture ? [pictureFileSchema.safeParse(picture.file)] : []));
  const badFile = files.find((file) => !file.success);
  if (product.success && !badFile) {
    const { picture: _cover, pictures: _standIns, ...checked } = product.data;
    const valid: ResolverSuccess<ProductSubmission> = { values: { product: checked, pictures }, errors: {} };
    return valid;
  }
  const errors: Record<string, FieldError> = {};
  const issues = [...(product.error?.issues ?? []), ...(badFile?.error?.issues ?? []).map((issue) => ({ ...issue, path: ['pictures'] }))];
  for (const issue of issues) {
    // The contract's rule on the cover speaks of `picture`: in the form, that is the pictures' field.
    const field = issue.path[0] === 'picture' ? 'pictures' : String(issue.path[0]);
    // The first rule a field breaks is the one to fix first.
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  const invalid: ResolverError<ProductFormValues> = { values: {}, errors: errors as FieldErrors<ProductFormValues> };
  return invalid;
};
