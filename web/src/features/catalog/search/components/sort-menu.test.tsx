import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdNextFrame } from '@/testing/frames';
import { SortMenu } from './sort-menu';

// The menu on its own, as the search bar draws it, with a button after it for the focus to move
// on to. Choosing an order is told to `onSort`; the catalog's tests follow it into the address.

function drawSortMenu(sort?: string) {
  const onSort = vi.fn();
  render(
    <>
      <SortMenu sort={sort} onSort={onSort} />
      <button type="button">Filters</button>
    </>,
  );
  return { onSort, button: screen.getByRole('button', { name: /^Sort: / }) };
}

const order = (name: string) => within(screen.getByRole('menu')).getByRole('menuitemradio', { name });

/** The open menu's orders, as a reader hears them: name, and whether checked. */
const orders = () => within(screen.getByRole('menu')).getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')]);

/** Presses the keys on the focused element and expects the focus on the order named. */
async function press(keys: string, name: string) {
  await userEvent.keyboard(keys);
  expect(order(name)).toHaveFocus();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the sort menu', () => {
  it('is a menu button naming the current order, its list closed', () => {
    const { button } = drawSortMenu('price-desc');

    expect(button).toHaveAccessibleName('Sort: Price: high to low');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the sort menu opens with the current order checked', async () => {
    const { button } = drawSortMenu('price-desc');

    await userEvent.click(button);

    const menu = screen.getByRole('menu', { name: 'Sort: Price: high to low' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(orders()).toEqual([
      ['Newest listed', 'false'],
      ['Price: low to high', 'false'],
      ['Price: high to low', 'true'],
      ['Year: newest first', 'false'],
      ['Least used', 'false'],
    ]);
    // The check mark is drawn on the current order only.
    expect(order('Price: high to low').querySelector('svg')).not.toBeNull();
    expect(menu.querySelectorAll('svg')).toHaveLength(1);
    // A pointer's press puts the focus on the list itself, no order highlighted (as Chakra's menu did).
    expect(menu).toHaveFocus();
  });

  it('Enter, Space and ArrowDown on the button open it with the focus on the current order, ArrowUp on the last', async () => {
    const { button } = drawSortMenu('price-desc');

    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      button.focus();
      await press(key, 'Price: high to low');
      await userEvent.keyboard('{Escape}');
    }
    button.focus();
    await press('{ArrowUp}', 'Least used');
  });

  it('arrow keys move through the orders and wrap', async () => {
    const { button } = drawSortMenu();
    button.focus();

    await press('{ArrowDown}', 'Newest listed');
    await press('{ArrowDown}', 'Price: low to high');
    await press('{ArrowUp}', 'Newest listed');
    await press('{ArrowUp}', 'Least used');
    await press('{ArrowDown}', 'Newest listed');
    await press('{End}', 'Least used');
    await press('{Home}', 'Newest listed');
  });

  it('after a pointer opened it, the arrows go to the first order or the last', async () => {
    const { button } = drawSortMenu('price-asc');

    await userEvent.click(button);
    await press('{ArrowDown}', 'Newest listed');
    await userEvent.click(button);
    await userEvent.click(button);
    await press('{ArrowUp}', 'Least used');
  });

  it('typing a letter moves to the order that starts with it', async () => {
    const { button } = drawSortMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');

    await press('p', 'Price: low to high');
    await press('p', 'Price: high to low');
    await press('P', 'Price: low to high');
    await press('y', 'Year: newest first');
    await press('l', 'Least used');
    await press('n', 'Newest listed');
    // A letter no order starts with leaves the focus where it is.
    await press('z', 'Newest listed');
  });

  it('a mouse over an order highlights it', async () => {
    drawSortMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Sort: Newest listed' }));

    await userEvent.hover(order('Year: newest first'));
    expect(order('Year: newest first')).toHaveFocus();
    await userEvent.unhover(order('Year: newest first'));
    expect(screen.getByRole('menu')).toHaveFocus();
  });

  it('Escape closes the menu and gives the focus back to its button', async () => {
    const { button, onSort } = drawSortMenu();
    button.focus();
    await press('{ArrowDown}{ArrowDown}', 'Price: low to high');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onSort).not.toHaveBeenCalled();
  });

  it('choosing an order closes the menu at once and applies the order after the next paint', async () => {
    const { button, onSort } = drawSortMenu();
    await userEvent.click(button);

    const nextFrame = holdNextFrame();
    await userEvent.click(order('Price: low to high'));
    // Within the press: the list gone, the focus back on the button, the order not yet applied.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await new Promise((later) => setTimeout(later, 0));
    expect(onSort).not.toHaveBeenCalled();

    await nextFrame();
    await vi.waitFor(() => expect(onSort).toHaveBeenCalledWith('price-asc'));
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('Enter or Space on an order chooses it; the current order chosen again changes nothing', async () => {
    const { button, onSort } = drawSortMenu('price-asc');
    button.focus();

    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(button).toHaveFocus();
    await vi.waitFor(() => expect(onSort).toHaveBeenCalledWith('price-desc'));

    await userEvent.keyboard('{Enter}{ArrowUp} ');
    expect(button).toHaveFocus();
    await vi.waitFor(() => expect(onSort).toHaveBeenCalledWith('newest'));

    await userEvent.keyboard('{Enter}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame, 0)));
    expect(onSort).toHaveBeenCalledTimes(2);
  });

  it('Tab closes the menu and the focus moves on', async () => {
    const { button } = drawSortMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');

    await userEvent.tab();

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a press outside the menu or on its button closes it', async () => {
    const { button, onSort } = drawSortMenu();

    await userEvent.click(button);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onSort).not.toHaveBeenCalled();
  });
});
