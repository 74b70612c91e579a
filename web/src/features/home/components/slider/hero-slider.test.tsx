import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AUTOPLAY_INTERVAL_MS, HeroSlider } from './hero-slider';

// No network here. Only the interval timer is faked (never the animation frames framer-motion
// uses), so the autoplay can be stepped through without waiting for it.

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
}

/** The slider with its interval timer in the test's hands, the user preferring reduced motion or not. */
function renderWithClock({ reducedMotion }: { reducedMotion: boolean }) {
  preferReducedMotion(reducedMotion);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  renderWithProviders(<HeroSlider />);
}

/** Lets that many of the slider's autoplay intervals pass. */
const wait = (slides: number) => act(() => vi.advanceTimersByTime(AUTOPLAY_INTERVAL_MS * slides));

const currentDot = () => screen.getAllByRole('button', { name: /^Go to slide/ }).find((dot) => dot.getAttribute('aria-current') === 'true');
const shownSlide = () => screen.getAllByRole('group').at(-1);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the home slider', () => {
  it('turns with its labelled previous and next buttons and its dots, by mouse and keyboard', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    renderWithProviders(<HeroSlider />);

    expect(screen.getByRole('region', { name: 'Featured machines' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByText('Small engines for pumps and tillers')).toBeInTheDocument();
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(await screen.findByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');

    screen.getByRole('button', { name: 'Previous slide' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse size 40' })).toHaveAttribute('href', '/category/40');

    screen.getByRole('button', { name: 'Go to slide 2' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it('turns by itself, pauses while hovered, and can be paused', async () => {
    renderWithClock({ reducedMotion: false });

    wait(1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');

    const slider = screen.getByRole('region', { name: 'Featured machines' });
    fireEvent.mouseEnter(slider);
    wait(2);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');

    fireEvent.mouseLeave(slider);
    wait(1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(2);
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
  });

  it('pauses while a control has keyboard focus', () => {
    renderWithClock({ reducedMotion: false });

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(2);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
  });

  it('never turns by itself when the user prefers reduced motion', () => {
    renderWithClock({ reducedMotion: true });

    wait(3);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });
});
