import { sampleListing } from '@api-test/sample-listing';
import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/products';
import { formValuesOf, picturesCountRule, productFormResolver, type ListingPicture, type ProductFormValues } from './product-form';

const picture = new File(['png'], 'engine.png', { type: 'image/png' });
const chosen = (file: File, id = 'chosen-1'): ListingPicture => ({ id, file });

// The phone number left empty: it is the one optional field.
const filled: ProductFormValues = { ...sampleListing, sellerNumber: '', pictures: [chosen(picture)] };

const check = (values: ProductFormValues) => productFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the listing form’s rules (Add Product and Edit)', () => {
  it('a complete form gives the checked product and its pictures apart, in their order', async () => {
    const listed: ListingPicture = { id: 'listed-0', url: 'https://storage.test/products/uid/cover.webp' };
    const result = await check({ ...filled, productName: '  R170A  ', pictures: [listed, chosen(picture)] });

    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      product: expect.objectContaining({ productName: 'R170A', resalePrice: 120, sellerNumber: '' }),
      pictures: [listed, chosen(picture)],
    });
    expect(result.values).not.toHaveProperty('product.picture');
    expect(result.values).not.toHaveProperty('product.pictures');
  });

  it('an empty form names every missing field at once, the pictures included, in the contract’s words', async () => {
    const empty = Object.fromEntries(Object.keys(filled).map((name) => [name, ''])) as unknown as ProductFormValues;
    const result = await check({ ...empty, resalePrice: NaN, originalPrice: NaN, mfYear: NaN, yearOfUse: NaN, pictures: [] });

    const messages = Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
    expect(messages).toMatchObject({
      productName: 'Product name is required',
      categoryCompany: 'Company / model is required',
      categorySize: 'Machine size is required',
      location: 'Location must be at least 2 characters',
      resalePrice: 'Resale price must be a number',
      mfYear: 'Manufacturing year must be a number',
      pictures: 'A listing needs at least one picture',
    });
    expect(messages).not.toHaveProperty('sellerNumber');
  });

  it('a file that is not an image is refused', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const result = await check({ ...filled, pictures: [chosen(picture), chosen(text, 'chosen-2')] });

    expect(result.errors.pictures?.message).toBe('Picture must be an image');
  });

  it('thirteen pictures are one too many, in the contract’s words', async () => {
    const thirteen = Array.from({ length: 13 }, (_, place) => chosen(picture, `chosen-${place}`));
    const result = await check({ ...filled, pictures: thirteen });

    expect(result.errors.pictures?.message).toBe('A listing has at most 12 pictures');
    expect(picturesCountRule(12)).toBeNull();
    expect(picturesCountRule(13)).toBe('A listing has at most 12 pictures');
  });

  it('the contract’s rules across fields apply too', async () => {
    const result = await check({ ...filled, mfYear: 2020, yearOfUse: 40 });

    expect(result.errors.yearOfUse?.message).toMatch(/^Years of use cannot be more than the machine's age/);
  });

  it('a listing fills the form with its fields and its pictures in order, and passes as it is (site paths of demo listings too)', async () => {
    const product = testProduct({ sellerNumber: '01712345678', picture: '/seed/products/a.svg', pictures: ['/seed/products/a.svg', '/seed/products/b.svg'] });

    const values = formValuesOf(product);

    expect(values).toMatchObject({ ...sampleListing, sellerNumber: '01712345678' });
    expect(values.pictures).toEqual([
      { id: 'listed-0', url: '/seed/products/a.svg' },
      { id: 'listed-1', url: '/seed/products/b.svg' },
    ]);
    expect((await check(values)).errors).toEqual({});
  });
});
