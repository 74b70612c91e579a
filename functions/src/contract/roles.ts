import { z } from 'zod';

export const roleSchema = z.enum(['buyer', 'seller', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The custom claims a Firebase ID token carries for this marketplace. A missing role is a buyer. */
export type MarketClaims = { role?: Role; sellerVerify?: boolean; adminVerify?: boolean };
