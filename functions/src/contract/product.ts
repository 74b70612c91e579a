import { z } from 'zod';

/** A listed machine as stored and answered. Field names are the product's (docs/product.md), end to end. */
export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  /** Model / company. */
  categoryCompany: z.string(),
  categorySize: z.string(),
  /** Self start: "yes" / "no" (free text). */
  categorySelf: z.string(),
  /** Origin. */
  madeOf: z.string(),
  ignitionMode: z.string(),
  /** Cooling system. */
  speedCoolingCylinder: z.string(),
  pressureImpulse: z.string(),
  pistonMovement: z.string(),
  fuel: z.string(),
  details: z.string(),
  /** The cover: always the first of `pictures`, so every screen that shows one picture keeps working. */
  picture: z.string(),
  /** Every picture, in display order (1 to 12). */
  pictures: z.array(z.string()),
  location: z.string(),
  resalePrice: z.number(),
  originalPrice: z.number(),
  mfYear: z.number().int(),
  yearOfUse: z.number().int(),
  /** Date text of the day it was posted, e.g. "11/22/2026". */
  dateOfPost: z.string(),
  /** 12-hour time text, e.g. "2:05 PM". */
  timeOfPost: z.string(),
  /** The seller's account id: only in answers to the seller themselves and to admins. */
  sellerUid: z.string().optional(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  sellerNumber: z.string(),
  sellerVerify: z.boolean(),
  /** ISO date-time an admin gave the seller's blue tick, for the tick's "Verified by an admin on …"; absent without one. */
  sellerVerifiedAt: z.string().optional(),
  sold: z.boolean(),
  /** Set while an advertisement runs; "HomePageAdds" is the one option. */
  advertiseName: z.string().optional(),
  name: z.string(),
  userInfo: z.string(),
  /** ISO date-time; the order of lists (newest first). */
  createdAt: z.string(),
  /** The last 20 resale prices the listing had, oldest first. Only GET /product/{id} answers it. */
  priceHistory: z.array(z.object({ price: z.number(), at: z.string() })),
});
export type Product = z.infer<typeof productSchema>;

/** At most this many prices are kept in a listing's price history (the newest). */
export const PRICE_HISTORY_LIMIT = 20;

/**
 * A machine as every answer but GET /product/{id} gives it (lists, searches, the seller's own
 * writes): without its price history, which would ride in every card for nobody.
 */
export const listedProductSchema = /* @__PURE__ */ productSchema.omit({ priceHistory: true });
export type ListedProduct = z.infer<typeof listedProductSchema>;

/**
 * A product as anyone may see it, signed in or not (the home page's advertisements): the machine,
 * its price, place and verified tick (with the day it was given), and nothing of the seller's person (name, e-mail, phone,
 * account id, the form's free-text name and user info). Signed-in answers are the whole product.
 */
export const publicProductSchema = /* @__PURE__ */ listedProductSchema.omit({ sellerUid: true, sellerName: true, sellerEmail: true, sellerNumber: true, name: true, userInfo: true });
export type PublicProduct = z.infer<typeof publicProductSchema>;

export function publicProduct(product: Product): PublicProduct {
  const { sellerUid: _uid, sellerName: _name, sellerEmail: _email, sellerNumber: _phone, name: _formName, userInfo: _info, priceHistory: _prices, ...machine } = product;
  return machine;
}

/**
 * A product as `viewer` may see it: the seller's account id only for the seller and admins
 * (`mayKnowSeller`), and the price history only where `withHistory` (GET /product/{id}).
 */
export function productSeenBy<W extends boolean>(product: Product, mayKnowSeller: boolean, withHistory: W): W extends true ? Product : ListedProduct {
  const { sellerUid, priceHistory, ...rest } = product;
  return { ...rest, ...(mayKnowSeller ? { sellerUid } : {}), ...(withHistory ? { priceHistory } : {}) } as never;
}
