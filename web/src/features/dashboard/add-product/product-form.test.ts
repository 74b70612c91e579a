import { sampleListing } from '@api-test/sample-listing';
import { describe, expect, it } from 'vitest';
import { productFormResolver, type ProductFormValues } from './product-form';

const picture = new File(['png'], 'engine.png', { type: 'image/png' });

// The phone number left empty: it is the one optional field.
const filled: ProductFormValues = { ...sampleListing, sellerNumber: '', picture: [picture] as unknown as FileList };

const check = (values: ProductFormValues) => productFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the Add Product form’s rules', () => {
  it('a complete form gives the checked product and the picture file apart', async () => {
    const result = await check({ ...filled, productName: '  R170A  ' });

    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      product: expect.objectContaining({ productName: 'R170A', resalePrice: 120, sellerNumber: '' }),
      picture,
    });
    expect(result.values).not.toHaveProperty('product.picture');
  });

  it('an empty form names every missing field at once, the picture included', async () => {
    const empty = Object.fromEntries(Object.keys(filled).map((name) => [name, ''])) as unknown as ProductFormValues;
    const result = await check({ ...empty, resalePrice: NaN, originalPrice: NaN, mfYear: NaN, yearOfUse: NaN, picture: undefined });

    const messages = Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
    expect(messages).toMatchObject({
      productName: 'Product name is required',
      categoryCompany: 'Company / model is required',
      categorySize: 'Machine size is required',
      location: 'Location must be at least 2 characters',
      resalePrice: 'Resale price must be a number',
      mfYear: 'Manufacturing year must be a number',
      picture: 'Picture is required',
    });
    expect(messages).not.toHaveProperty('sellerNumber');
  });

  it('a file that is not an image is refused', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const result = await check({ ...filled, picture: [text] as unknown as FileList });

    expect(result.errors.picture?.message).toBe('Picture must be an image');
  });

  it('the contract’s rules across fields apply too', async () => {
    const result = await check({ ...filled, mfYear: 2020, yearOfUse: 40 });

    expect(result.errors.yearOfUse?.message).toMatch(/^Years of use cannot be more than the machine's age/);
  });
});
