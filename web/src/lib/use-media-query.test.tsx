import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery, WIDE_SCREEN } from './use-media-query';

// jsdom has no layout: a media list the test widens and narrows stands in for the window's.
function windowOf(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const matches = (query: string) => current >= Number(/min-width: (\d+)rem/.exec(query)?.[1] ?? 0) * 16;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return matches(query);
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(to: number) {
      current = to;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('whether the window is wide', () => {
  it("is asked of the browser, follows the window as it changes, and stops listening once gone", () => {
    const screen = windowOf(412);
    const { result, unmount } = renderHook(() => useMediaQuery(WIDE_SCREEN));
    expect(result.current).toBe(false);

    act(() => screen.resize(1280));
    expect(result.current).toBe(true);
    act(() => screen.resize(1023));
    expect(result.current).toBe(false);

    unmount();
    expect(screen.listening()).toBe(0);
  });

  it("the catalog's wide screen starts at Chakra's lg, 1,024 px", () => {
    windowOf(1024);
    expect(renderHook(() => useMediaQuery(WIDE_SCREEN)).result.current).toBe(true);
  });
});
