import { describe, expect, it } from 'vitest';
import { formatPosted, formatPrice } from './format';

describe('money and moments on screen', () => {
  it('writes prices in dollars with thousands separated, cents only when there are some', () => {
    expect([185, 1250, 1_000_000, 99.5, 12.345].map(formatPrice)).toEqual(['$185', '$1,250', '$1,000,000', '$99.5', '$12.35']);
  });

  it('writes when a listing was posted as its time, then its day', () => {
    expect(formatPosted({ timeOfPost: '3:20 AM', dateOfPost: '8/4/2026' })).toBe('3:20 AM, 8/4/2026');
  });
});
