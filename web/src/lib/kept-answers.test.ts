import { describe, expect, it } from 'vitest';
import { forgetKeptAnswers, keepAnswer, keptAnswer, MAX_AGE_MS, MAX_KEPT } from './kept-answers';

const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const NOW = 1_800_000_000_000;

describe('answers kept between visits', () => {
  it('gives back what was kept for the same account and key', () => {
    keepAnswer('uid-buyer', '/products/all', ['Kubota V2203'], NOW);

    expect(keptAnswer('uid-buyer', '/products/all', isList, NOW + 1)).toEqual(['Kubota V2203']);
  });

  it('never gives one account what another account kept, and keeps only the newest account’s', () => {
    keepAnswer('uid-buyer', '/products/all', ['Kubota V2203'], NOW);
    expect(keptAnswer('uid-seller', '/products/all', isList, NOW)).toBeUndefined();

    keepAnswer('uid-seller', '/products/20', ['Honda GX160'], NOW);
    expect(keptAnswer('uid-buyer', '/products/all', isList, NOW)).toBeUndefined();
  });

  it('forgets an answer older than a week', () => {
    keepAnswer('uid-buyer', '/products/all', ['Kubota V2203'], NOW);

    expect(keptAnswer('uid-buyer', '/products/all', isList, NOW + MAX_AGE_MS)).toEqual(['Kubota V2203']);
    expect(keptAnswer('uid-buyer', '/products/all', isList, NOW + MAX_AGE_MS + 1)).toBeUndefined();
  });

  it(`keeps the ${MAX_KEPT} newest lists, one answer per key`, () => {
    for (let size = 1; size <= MAX_KEPT + 1; size++) keepAnswer('uid-buyer', `/products/${size}`, [`size ${size}`], NOW + size);
    keepAnswer('uid-buyer', '/products/6', ['size 6 again'], NOW + 10);

    expect(keptAnswer('uid-buyer', '/products/1', isList, NOW + 10)).toBeUndefined();
    expect(keptAnswer('uid-buyer', '/products/2', isList, NOW + 10)).toEqual(['size 2']);
    expect(keptAnswer('uid-buyer', '/products/6', isList, NOW + 10)).toEqual(['size 6 again']);
  });

  it('ignores what is not of the expected shape or cannot be read', () => {
    keepAnswer('uid-buyer', '/products/all', { not: 'a list' }, NOW);
    expect(keptAnswer('uid-buyer', '/products/all', isList, NOW)).toBeUndefined();

    localStorage.setItem('machinery.keptAnswers.v1', '{broken');
    expect(keptAnswer('uid-buyer', '/products/all', isList, NOW)).toBeUndefined();
  });

  it('forgets everything when a session ends', () => {
    keepAnswer('uid-buyer', '/products/all', ['Kubota V2203'], NOW);
    forgetKeptAnswers();

    expect(keptAnswer('uid-buyer', '/products/all', isList, NOW)).toBeUndefined();
  });
});
