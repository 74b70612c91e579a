import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out, so a chart that sizes itself to its box finds no room and draws nothing:
 * in the tests of a file that calls this, every element measures `width` × `height`, but a chart's
 * legend, a line's height (it would otherwise take the whole chart's room from the plot).
 */
export function giveChartsRoom(width = 640, height = 320) {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const tall = this.closest('.recharts-legend-wrapper') ? 20 : height;
      return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: tall, width, height: tall, toJSON: () => ({}) };
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
