import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatPosted, formatPrice, formatSince, writtenDay } from './format';

describe('money and moments on screen', () => {
  it('writes prices in dollars with thousands separated, cents only when there are some', () => {
    expect([185, 1250, 1_000_000, 99.5, 12.345].map(formatPrice)).toEqual(['$185', '$1,250', '$1,000,000', '$99.5', '$12.35']);
  });

  it('writes every price exactly as Intl’s en-US dollars do', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const amounts = [0, -0, 0.5, 0.05, 0.004, 0.005, 1.005, 1.015, 2.675, 9.995, 99.999, 999.995, 1000, 12_345.6, 100_000.01, 999_999.999, 123_456_789.12, -5, -1250.5, -0.001, 1e-7, 1e21];
    // And 2,000 more, the same ones every run: thousandths up to a million dollars.
    let seed = 20_261_123;
    for (let n = 0; n < 2000; n++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      amounts.push(Math.round((seed / 2_147_483_648) * 1e9) / 1000);
    }
    for (const amount of amounts) expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
  });

  it('writes when a listing was posted as its time, then its day', () => {
    expect(formatPosted({ timeOfPost: '3:20 AM', dateOfPost: '8/4/2026' })).toBe('3:20 AM, 8/4/2026');
  });

  it('says how long ago something happened, then from a week on the day itself', () => {
    const now = Date.parse('2026-09-10T12:00:00.000Z');
    const ago = (ms: number) => formatSince(new Date(now - ms).toISOString(), now);
    const minute = 60_000;
    const hour = 60 * minute;
    const day = 24 * hour;
    expect([0, 59_000, minute, 59 * minute, hour, 23 * hour, day, 2 * day, 6 * day].map(ago)).toEqual([
      'just now',
      'just now',
      '1 min ago',
      '59 min ago',
      '1 h ago',
      '23 h ago',
      'yesterday',
      '2 days ago',
      '6 days ago',
    ]);
    // Midday UTC is the same calendar day in every time zone the readers live in.
    expect(formatSince('2026-09-01T12:00:00.000Z', now)).toBe('Sep 1, 2026');
    expect(formatSince('2026-09-10T12:00:30.000Z', now)).toBe('just now');
  });

  it('writes every day and moment exactly as Intl’s en-US does, in the reader’s time zone and in UTC', () => {
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const utcAxisDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    // Midnight and noon of the reader's day, the edges of the years, then 2,000 moments over two
    // centuries, the same ones every run.
    const times = [0, Date.UTC(2026, 0, 1), Date.UTC(2026, 11, 31, 23, 59), new Date(2026, 8, 1, 0, 0).getTime(), new Date(2026, 8, 1, 12, 0).getTime(), new Date(2026, 8, 1, 12, 59).getTime()];
    let seed = 20_261_201;
    for (let n = 0; n < 2000; n++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      times.push(Date.UTC(1950, 0, 1) + Math.floor((seed / 2_147_483_648) * 200 * 365.25 * 86_400_000));
    }
    for (const time of times) {
      const iso = new Date(time).toISOString();
      expect(formatDay(iso), iso).toBe(day.format(time));
      expect(formatMoment(iso), iso).toBe(moment.format(time));
      expect(writtenDay(time, { utc: true }), iso).toBe(utcDay.format(time));
      expect(writtenDay(time, { utc: true, year: false }), iso).toBe(utcAxisDay.format(time));
    }
  });

  it('writes a moment in full with its day and time', () => {
    expect(formatMoment('2026-09-01T12:00:00.000Z')).toMatch(/^Sep 1, 2026, \d{1,2}:00\s?[AP]M$/);
  });
});
