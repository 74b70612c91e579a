import { normalizedText, searchTokens, type Product } from '../contract/index.js';
import { sortKey } from './cursor.js';

/**
 * What a listing stores beside its fields so that search reads only a page of the catalog:
 * its words and their prefixes (`searchTokens`), its fuel, make and place as compared
 * (`fuelKey`, `makeKey`, `locationKey`), and one unique, sortable key per sort order (the value,
 * then the listing's own `sortKey`), so every order pages by a range on one field, on every
 * Firestore alike (the Node emulator ignores `startAfter`).
 */
export type ListingKeys = {
  searchTokens: string[];
  fuelKey: string;
  makeKey: string;
  locationKey: string;
  priceKey: string;
  yearKey: string;
  usedKey: string;
};

/** Whole cents, padded: keys sort as the numbers do. */
export const priceKeyPart = (price: number) => String(Math.round(price * 100)).padStart(12, '0');
export const yearKeyPart = (year: number) => String(Math.max(0, Math.trunc(year))).padStart(4, '0');
export const usedKeyPart = (years: number) => String(Math.max(0, Math.trunc(years))).padStart(3, '0');

export function listingKeys(id: string, product: Omit<Product, '_id'>): ListingKeys {
  const own = sortKey(product.createdAt, id);
  return {
    searchTokens: searchTokens([product.productName, product.categoryCompany, product.details, product.location]),
    fuelKey: normalizedText(product.fuel),
    makeKey: normalizedText(product.categoryCompany),
    locationKey: normalizedText(product.location),
    priceKey: `${priceKeyPart(product.resalePrice)}_${own}`,
    yearKey: `${yearKeyPart(product.mfYear)}_${own}`,
    usedKey: `${usedKeyPart(product.yearOfUse)}_${own}`,
  };
}
