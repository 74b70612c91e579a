import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteCodeContext } from '@/lib/route-code';
import { renderWithProviders } from '@/testing/render';
import { NavLinkList } from './nav-link-list';

function withPrefetch(direction: 'row' | 'column') {
  const prefetch = vi.fn(() => () => {});
  renderWithProviders(
    <RouteCodeContext.Provider value={prefetch}>
      <NavLinkList direction={direction} />
    </RouteCodeContext.Provider>,
  );
  return prefetch;
}

describe('the main destinations', () => {
  it('on a phone, ask for every destination’s code as soon as the menu opens', () => {
    const prefetch = withPrefetch('column');
    expect(prefetch).toHaveBeenCalledWith(['/', '/dashboard', '/blogs', '/contactUs']);
  });

  it('on a wide screen, ask for a destination’s code when the pointer or the focus comes to its link, not before', () => {
    const prefetch = withPrefetch('row');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Dashboard' }));
    expect(prefetch).toHaveBeenLastCalledWith(['/dashboard']);
    fireEvent.focus(screen.getByRole('link', { name: 'Blogs' }));
    expect(prefetch).toHaveBeenLastCalledWith(['/blogs']);
  });
});
