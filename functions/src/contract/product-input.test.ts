import { describe, expect, it } from 'vitest';
import { productInputSchema } from './product-input.js';
import { sampleListing } from '../../test/fixtures/sample-listing.js';

const valid = { ...sampleListing, picture: 'https://firebasestorage.googleapis.com/v0/b/b/o/a.webp' };
const thisYear = new Date().getFullYear();
const firstMessage = (input: unknown) => {
  const result = productInputSchema.safeParse(input);
  return result.success ? null : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
};

describe('the Add Product rules (shared by the form and the API)', () => {
  it('accept a complete product, trimming text; the phone number is optional', () => {
    const parsed = productInputSchema.parse({ ...valid, productName: '  R170A  ' });
    expect(parsed.productName).toBe('R170A');
    expect(firstMessage({ ...valid, sellerNumber: '' })).toBeNull();
  });

  it.each([
    [{ ...valid, productName: '' }, 'productName: Product name is required'],
    [{ ...valid, resalePrice: '120' }, 'resalePrice: Resale price must be a number'],
    [{ ...valid, resalePrice: 0 }, 'resalePrice: Resale price must be more than 0'],
    [{ ...valid, mfYear: 1899 }, 'mfYear: Manufacturing year must be 1900 or later'],
    [{ ...valid, mfYear: thisYear + 1 }, `mfYear: Manufacturing year cannot be after ${thisYear}`],
    [{ ...valid, yearOfUse: -1 }, 'yearOfUse: Years of use cannot be negative'],
    [{ ...valid, mfYear: 2020, yearOfUse: thisYear - 2020 + 1 }, `yearOfUse: Years of use cannot be more than the machine's age (${thisYear - 2020})`],
    [{ ...valid, sellerNumber: '01712-ABC' }, 'sellerNumber: Phone number must be 6 to 15 digits'],
    [{ ...valid, categorySize: 'big' }, 'categorySize: Machine size must be a number such as 20, 32 or 40'],
    [{ ...valid, sellerVerify: true }, 'sellerVerify'],
  ])('refuse %j with "%s"', (input, message) => {
    expect(firstMessage(input)).toContain(message);
  });
});
