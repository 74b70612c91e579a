import { describe, expect, it } from 'vitest';
import { postedAt } from './clock.js';

describe('the post date and time of a product', () => {
  it('are the date text and 12-hour time in the marketplace’s time zone', () => {
    process.env.MARKET_TIME_ZONE = 'Asia/Dhaka';
    expect(postedAt(new Date('2026-11-22T08:05:00Z'))).toEqual({ dateOfPost: '11/22/2026', timeOfPost: '2:05 PM', createdAt: '2026-11-22T08:05:00.000Z' });
    expect(postedAt(new Date('2026-11-22T19:30:00Z')).dateOfPost).toBe('11/23/2026');
  });
});
