import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from './password-rule';

describe('the password strength pattern', () => {
  it.each(['AA$#11aa', 'Machine#2026', 'aB3?xyzw', 'Zz9!Zz9!Zz9!'])('accepts %s', (password) => {
    expect(STRONG_PASSWORD.test(password)).toBe(true);
  });

  it.each([
    ['machine#2026', 'no capital'],
    ['MACHINE#2026', 'no small letter'],
    ['Machine#abcd', 'no digit'],
    ['Machine2026', 'no special character'],
    ['Ma#1aaa', 'under 8 characters'],
    ['Machine#2026 ', 'a space'],
    ['Machine^2026', 'a special character outside #$@!%&*?'],
  ])('refuses %s (%s)', (password) => {
    expect(STRONG_PASSWORD.test(password)).toBe(false);
  });
});
