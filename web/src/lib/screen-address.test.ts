import { describe, expect, it } from 'vitest';
import { matchesScreen } from './screen-address';

describe("a screen's route pattern, read as the router reads it", () => {
  it('matches its own address in either case, and nothing longer or shorter', () => {
    expect(matchesScreen('/dashboard/myProducts', '/dashboard/myProducts')).toBe(true);
    expect(matchesScreen('/dashboard/myProducts', '/Dashboard/MYPRODUCTS/')).toBe(true);
    expect(matchesScreen('/dashboard/myProducts', '/dashboard/myProducts/2')).toBe(false);
    expect(matchesScreen('/dashboard/myProducts', '/dashboard')).toBe(false);
  });

  it('takes any one segment for a `:name`, written encoded or not', () => {
    expect(matchesScreen('/category/:size', '/category/32')).toBe(true);
    expect(matchesScreen('/category/:size', '/category')).toBe(false);
    expect(matchesScreen('/product/:id', '/product/a%2Fb')).toBe(true);
    expect(matchesScreen('/blogs/how to', '/blogs/how%20to')).toBe(true);
    expect(matchesScreen('/blogs/how to', '/blogs/%E0%A4%A')).toBe(false);
  });

  it('takes whatever follows a final `*`, nothing included, and never a longer first segment', () => {
    expect(matchesScreen('/dashboard/*', '/dashboard')).toBe(true);
    expect(matchesScreen('/dashboard/*', '/dashboard/allSeller')).toBe(true);
    expect(matchesScreen('/dashboard/*', '/dashboards')).toBe(false);
    expect(matchesScreen('/dashboard/*', '/')).toBe(false);
  });
});
