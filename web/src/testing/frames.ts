import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Holds back the screen's next animation frame until the returned function runs it: what comes
 * meanwhile (keys typed, work put off until after the frame) all falls within one frame, as it can
 * on a busy phone.
 */
export function holdNextFrame() {
  const held = new Map<number, FrameRequestCallback>();
  let last = 0;
  const request = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
    held.set(++last, callback);
    return last;
  });
  const cancel = vi.spyOn(globalThis, 'cancelAnimationFrame').mockImplementation((id) => void held.delete(id));
  return () =>
    act(() => {
      request.mockRestore();
      cancel.mockRestore();
      const now = performance.now();
      for (const callback of held.values()) callback(now);
    });
}
