/** My Products' h1 as the spec words it; `total` is "…" until the API has counted the listings. */
export function myProductsHeading(name: string, total = '…'): string {
  return `${name}, You Have total: ${total} Products`;
}
