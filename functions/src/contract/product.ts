import { z } from 'zod';

/** A listed machine as stored and answered. Field names are the spec's, end to end. */
export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  /** Model / company. */
  categoryCompany: z.string(),
  categorySize: z.string(),
  /** Self start: "yes" / "no" (free text in the spec). */
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
  picture: z.string(),
  location: z.string(),
  resalePrice: z.number(),
  originalPrice: z.number(),
  mfYear: z.number().int(),
  yearOfUse: z.number().int(),
  /** Date text of the day it was posted, e.g. "11/22/2026". */
  dateOfPost: z.string(),
  /** 12-hour time text, e.g. "2:05 PM". */
  timeOfPost: z.string(),
  sellerUid: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  sellerNumber: z.string(),
  sellerVerify: z.boolean(),
  sold: z.boolean(),
  /** Set while an advertisement runs; "HomePageAdds" is the one option. */
  advertiseName: z.string().optional(),
  name: z.string(),
  userInfo: z.string(),
  /** ISO date-time; the order of lists (newest first). */
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
