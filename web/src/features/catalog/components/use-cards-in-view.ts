import { startTransition, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/** Cards drawn in full at once, wherever the page is: the first screen at any width. */
const FIRST_CARDS = 2;
/** How far below the screen a card is drawn ahead of the reader: one more screen. */
const AHEAD = '0px 0px 100% 0px';
/** The attribute naming the product of a card's slot in the list. */
const SLOT_ATTRIBUTE = 'data-product';

/**
 * Which cards of a list to draw in full. A full card is heavy (its gallery, two lists of facts,
 * its heart and booking, styled controls): drawing 24 at once, or even two at a time in the
 * background, held a phone's main thread for seconds after the first screen. So the first cards
 * are drawn at once and every other one when it comes within a screen of view (scrolling, a
 * jump back to a kept position) or when focus reaches the card before it (Tab through the list);
 * until then its slot holds an outline with its name and price. A card once drawn stays drawn.
 *
 * `slot(id, index)` gives the props of a card's list item; `drawn(id, index)` says whether to draw it.
 */
export function useCardsInView() {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const observer = useRef<IntersectionObserver | null>(null);

  const show = useCallback((ids: string[], { urgent = false } = {}) => {
    const add = () =>
      setShown((before) => {
        if (ids.every((id) => before.has(id))) return before;
        return new Set([...before, ...ids]);
      });
    // Drawing ahead of the reader is not urgent: a tap or a keystroke meanwhile is answered first.
    if (urgent) add();
    else startTransition(add);
  }, []);

  const watcher = useCallback(() => {
    observer.current ??= new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
        for (const element of near) observer.current?.unobserve(element);
        const ids = near.map((element) => element.getAttribute(SLOT_ATTRIBUTE)).filter((id): id is string => Boolean(id));
        if (ids.length > 0) show(ids);
      },
      { rootMargin: AHEAD },
    );
    return observer.current;
  }, [show]);

  useEffect(() => () => observer.current?.disconnect(), []);

  const drawn = useCallback((id: string, index: number) => index < FIRST_CARDS || shown.has(id), [shown]);

  /** A card's list item: watched until it comes near, so its card is drawn before it is seen. */
  const slot = useCallback(
    (id: string, index: number) => ({
      [SLOT_ATTRIBUTE]: id,
      ref: drawn(id, index)
        ? undefined
        : (element: HTMLElement | null) => {
            if (!element) return;
            const watching = watcher();
            watching.observe(element);
            return () => watching.unobserve(element);
          },
    }),
    [drawn, watcher],
  );

  /** Focus inside a card draws the next one, so Tab goes from card to card, never past an outline. */
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.target.closest(`[${SLOT_ATTRIBUTE}]`)?.nextElementSibling?.getAttribute(SLOT_ATTRIBUTE);
      // At once, not in the background: the next Tab press must find the card's controls.
      if (next) show([next], { urgent: true });
    },
    [show],
  );

  return { slot, drawn, onFocus };
}
