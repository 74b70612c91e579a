import { z } from 'zod';
import { text } from './fields.js';

const positivePrice = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(10_000_000, `${label} is too large`);

const wholeYears = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);

/** A listing has 1 to 12 pictures, the first one its cover. */
export const MAX_PICTURES = 12;

/** A machine size as listed and as asked about: a whole number, such as 20, 32 or 40. */
export const MACHINE_SIZE = /^\d{1,4}$/;
const pictureAddress = z.url({ error: 'Picture must be an uploaded image address' }).max(1000, 'Picture address is too long');
const pictureList = z
  .array(pictureAddress, { error: 'Pictures must be a list of uploaded image addresses' })
  .min(1, 'A listing needs at least one picture')
  .max(MAX_PICTURES, `A listing has at most ${MAX_PICTURES} pictures`);

/** Every field a seller writes, the pictures aside: listing and editing share them. */
const listingFields = {
  productName: text('Product name', 120),
  categoryCompany: text('Company / model', 80),
  categorySize: text('Machine size', 10).regex(MACHINE_SIZE, 'Machine size must be a number such as 20, 32 or 40'),
  categorySelf: text('Self start', 20),
  madeOf: text('Origin', 60),
  ignitionMode: text('Ignition mode', 80),
  speedCoolingCylinder: text('Cooling system', 120),
  pressureImpulse: text('Pressure impulse', 80),
  pistonMovement: text('Piston movement', 80),
  fuel: text('Fuel type', 30),
  details: text('Details', 2000),
  location: text('Location', 200, 2),
  resalePrice: positivePrice('Resale price'),
  originalPrice: positivePrice('Original price'),
  mfYear: wholeYears('Manufacturing year').min(1900, 'Manufacturing year must be 1900 or later'),
  yearOfUse: wholeYears('Years of use').min(0, 'Years of use cannot be negative'),
  // Optional: empty or absent means no number.
  sellerNumber: z
    .string({ error: 'Phone number must be text' })
    .trim()
    .refine((v) => v === '' || /^\d{6,15}$/.test(v), 'Phone number must be 6 to 15 digits')
    .optional(),
  name: z.string().trim().max(80, 'Name must be at most 80 characters').optional(),
  userInfo: z.string().trim().max(500, 'User info must be at most 500 characters').optional(),
};

type Years = { mfYear: number; yearOfUse: number };
type YearsAndPictures = Years & { picture?: string; pictures?: string[] };

/** The rule across the years: not in the future, used no longer than the machine exists. */
function checkYears(p: Years, ctx: z.RefinementCtx) {
  const thisYear = new Date().getFullYear();
  if (p.mfYear > thisYear) {
    ctx.addIssue({ code: 'custom', path: ['mfYear'], message: `Manufacturing year cannot be after ${thisYear}` });
  } else if (p.yearOfUse > thisYear - p.mfYear) {
    ctx.addIssue({ code: 'custom', path: ['yearOfUse'], message: `Years of use cannot be more than the machine's age (${thisYear - p.mfYear})` });
  }
}

/** The rules across fields: the years, and one cover. */
function checkAcross(p: YearsAndPictures, ctx: z.RefinementCtx) {
  checkYears(p, ctx);
  if (p.picture === undefined && p.pictures === undefined) ctx.addIssue({ code: 'custom', path: ['picture'], message: 'Picture is required' });
  if (p.picture !== undefined && p.pictures !== undefined && p.picture !== p.pictures[0]) {
    ctx.addIssue({ code: 'custom', path: ['picture'], message: 'Picture must be the first of pictures (the cover)' });
  }
}

/**
 * What a seller sends to list a machine: `pictures` (1 to 12, in display order), or `picture`
 * alone. The seller's name, e-mail and verified flag, the post date and time and the sold flag
 * are set by the server, never taken from here.
 */
export const productInputSchema = z
  .strictObject({ ...listingFields, picture: pictureAddress.optional(), pictures: pictureList.optional() })
  .superRefine(checkAcross);
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * A listing's own fields with their rules, the pictures aside: an edit checks the edited listing
 * with these, and its pictures only when it changes them (a listing keeps the pictures it has).
 */
export const listingFieldsSchema = z.strictObject(listingFields).superRefine(checkYears);

/** The fields of a listing a seller may change (PATCH /products/{id}): any input field, never more. */
export const productEditableFields = [...Object.keys(listingFields), 'pictures'] as const;

/**
 * PATCH /products/{id}: some of the input fields. Anything else (seller fields, `sold`, dates,
 * ids) is refused by name. The edited listing as a whole is checked again with the listing's
 * rules, so an edit cannot make it invalid.
 */
export const productPatchSchema = z
  .strictObject({ ...listingFields, pictures: pictureList })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type ProductPatch = z.infer<typeof productPatchSchema>;

/** A listing's pictures in display order, from either way of sending them. */
export const picturesOf = (input: { picture?: string; pictures?: string[] }): string[] => input.pictures ?? (input.picture ? [input.picture] : []);

/** The one advertising option that exists. "Super Add 15/month" is not implemented. */
export const ADVERTISE_HOME_PAGE = 'HomePageAdds';
export const advertiseInputSchema = z.strictObject({
  advertiseName: z.literal(ADVERTISE_HOME_PAGE, { error: `advertiseName must be "${ADVERTISE_HOME_PAGE}"` }),
});
export type AdvertiseInput = z.infer<typeof advertiseInputSchema>;
