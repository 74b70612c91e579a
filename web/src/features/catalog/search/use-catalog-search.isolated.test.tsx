import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The check of a search (the contract's schema, and zod with it) loads once per visit: every test
// starts from a visit where it has not loaded yet, and counts whether it was asked for.

let checkLoads = 0;
/** How often the hook asked for the check (at once, in its effect; loading it follows). */
let checkAsked = 0;

async function freshHook() {
  vi.resetModules();
  checkLoads = 0;
  checkAsked = 0;
  vi.doMock('./load-search-check', async (importOriginal) => {
    const original = await importOriginal<typeof import('./load-search-check')>();
    return {
      ...original,
      loadSearchCheck: () => {
        checkAsked += 1;
        return original.loadSearchCheck();
      },
    };
  });
  vi.doMock('./check-search', async (importOriginal) => {
    checkLoads += 1;
    return importOriginal();
  });
  return (await import('./use-catalog-search')).useCatalogSearch;
}

async function renderSearchAt(path: string) {
  const useCatalogSearch = await freshHook();
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(() => useCatalogSearch(), { wrapper });
}

/** A search with something to check: neither valid nor wrong while its check loads; its state once checked. */
async function checkedSearchAt(path: string) {
  const { result } = await renderSearchAt(path);
  expect(result.current).toMatchObject({ errors: {}, checking: true, valid: false });
  await waitFor(() => expect(result.current.checking).toBe(false));
  return result.current;
}

afterEach(() => {
  vi.doUnmock('./check-search');
  vi.doUnmock('./load-search-check');
});

describe('the check of the address’s search', () => {
  it('an address without a search is valid at once, and the check is not loaded', async () => {
    const { result } = await renderSearchAt('/category/all');

    expect(result.current).toMatchObject({ search: {}, errors: {}, checking: false, valid: true });
    // Nothing is loaded later either: once every effect and pending promise has run.
    await act(async () => {});
    expect(result.current.valid).toBe(true);
    expect(checkAsked).toBe(0);
    expect(checkLoads).toBe(0);
  });

  it('a search is neither valid nor wrong while its check loads, then valid', async () => {
    const checked = await checkedSearchAt('/category/all?q=kubota&maxPrice=900&sort=price-asc');

    expect(checked).toMatchObject({ search: { q: 'kubota', maxPrice: '900', sort: 'price-asc' }, errors: {}, valid: true });
    expect(checkAsked).toBeGreaterThan(0);
    expect(checkLoads).toBe(1);
  });

  it('a search the API would refuse has the contract’s reasons once checked, and none before', async () => {
    const checked = await checkedSearchAt('/category/all?minPrice=900&maxPrice=100&minYear=15');

    expect(checked.valid).toBe(false);
    expect(checked.errors).toEqual({ minPrice: 'minPrice cannot be above maxPrice', minYear: 'minYear must be a year such as 2015' });
  });
});
