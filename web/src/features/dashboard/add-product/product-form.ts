import { productInputSchema, type ProductInput } from '@contract';
import type { FieldError, FieldErrors, Resolver, ResolverError, ResolverSuccess } from 'react-hook-form';
import { z } from 'zod';

/** What the seller types: the contract's product, with the picture as the chosen file instead of its address. */
export type ProductFormValues = Omit<ProductInput, 'picture' | 'sellerNumber' | 'name' | 'userInfo'> & {
  sellerNumber: string;
  picture: FileList | undefined;
};

/** A valid form: the product without its picture address (known after the upload), and the picture. */
export type ProductSubmission = { product: Omit<ProductInput, 'picture'>; picture: File };

export const pictureFileSchema = z
  .instanceof(File, { error: 'Picture is required' })
  .refine((file) => file.type.startsWith('image/'), 'Picture must be an image');

// The contract wants the uploaded picture's address, which does not exist before the upload:
// a stand-in address lets it check every other field, while the file is checked on its own.
const PICTURE_CHECKED_APART = 'https://picture.invalid/checked-apart';

/**
 * The contract's product rules (the API applies the very same) plus "Picture is required", each
 * message under its own field, all at once.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductSubmission> = (values) => {
  const { picture, ...fields } = values;
  const product = productInputSchema.safeParse({ ...fields, picture: PICTURE_CHECKED_APART });
  const file = pictureFileSchema.safeParse(picture?.[0]);
  if (product.success && file.success) {
    const { picture: _standIn, ...checked } = product.data;
    const valid: ResolverSuccess<ProductSubmission> = { values: { product: checked, picture: file.data }, errors: {} };
    return valid;
  }
  const errors: Record<string, FieldError> = {};
  const issues = [...(product.error?.issues ?? []), ...(file.error?.issues ?? []).map((issue) => ({ ...issue, path: ['picture'] }))];
  for (const issue of issues) {
    const field = String(issue.path[0]);
    // The first rule a field breaks is the one to fix first.
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  const invalid: ResolverError<ProductFormValues> = { values: {}, errors: errors as FieldErrors<ProductFormValues> };
  return invalid;
};
