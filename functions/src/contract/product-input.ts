import { z } from 'zod';
import { text } from './fields.js';

const positivePrice = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(10_000_000, `${label} is too large`);

const wholeYears = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);

/**
 * What a seller sends to list a machine. The seller's name, e-mail and verified flag, the post
 * date and time and the sold flag are set by the server, never taken from here.
 */
export const productInputSchema = z
  .strictObject({
    productName: text('Product name', 120),
    categoryCompany: text('Company / model', 80),
    categorySize: text('Machine size', 10).regex(/^\d{1,4}$/, 'Machine size must be a number such as 20, 32 or 40'),
    categorySelf: text('Self start', 20),
    madeOf: text('Origin', 60),
    ignitionMode: text('Ignition mode', 80),
    speedCoolingCylinder: text('Cooling system', 120),
    pressureImpulse: text('Pressure impulse', 80),
    pistonMovement: text('Piston movement', 80),
    fuel: text('Fuel type', 30),
    details: text('Details', 2000),
    picture: z.url({ error: 'Picture must be an uploaded image address' }).max(1000, 'Picture address is too long'),
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
  })
  .superRefine((p, ctx) => {
    const thisYear = new Date().getFullYear();
    if (p.mfYear > thisYear) {
      ctx.addIssue({ code: 'custom', path: ['mfYear'], message: `Manufacturing year cannot be after ${thisYear}` });
    } else if (p.yearOfUse > thisYear - p.mfYear) {
      ctx.addIssue({ code: 'custom', path: ['yearOfUse'], message: `Years of use cannot be more than the machine's age (${thisYear - p.mfYear})` });
    }
  });
export type ProductInput = z.infer<typeof productInputSchema>;

/** The one advertising option that exists. "Super Add 15/month" is not implemented. */
export const ADVERTISE_HOME_PAGE = 'HomePageAdds';
export const advertiseInputSchema = z.strictObject({
  advertiseName: z.literal(ADVERTISE_HOME_PAGE, { error: `advertiseName must be "${ADVERTISE_HOME_PAGE}"` }),
});
export type AdvertiseInput = z.infer<typeof advertiseInputSchema>;
