import { describe, expect, it } from 'vitest';
import { pureContractSchemas } from './pure-contract';

type Transform = (code: string, id: string) => { code: string; moduleSideEffects?: boolean } | null;
const transform = pureContractSchemas().transform as unknown as Transform;
const contract = (file: string) => `/repo/functions/src/contract/${file}`;

describe('the API contract in the web build', () => {
  it('marks each zod schema pure, so a schema no screen uses is dropped with zod', () => {
    const out = transform("export const sizeSchema = z.string().min(1);\nexport const label = a.z.b();", contract('category.ts'));
    expect(out?.code).toBe("export const sizeSchema = /* @__PURE__ */ z.string().min(1);\nexport const label = a.z.b();");
  });

  it('says no contract module has side effects, so using only its constants never fetches its chunk (and zod)', () => {
    expect(transform('export const DEFAULT_PAGE_SIZE = 24;', contract('pagination.ts'))).toMatchObject({ moduleSideEffects: false });
    expect(transform("export * from './category';", contract('index.ts'))).toMatchObject({ moduleSideEffects: false });
    expect(transform('export const s = z.object({});', contract('product.ts'))).toMatchObject({ moduleSideEffects: false });
  });

  it('leaves the app’s own modules alone', () => {
    expect(transform('export const s = z.object({});', '/repo/web/src/features/catalog/search/check-search.ts')).toBeNull();
  });
});
