import { z } from 'zod';

/**
 * Spec section 5: at least 8 characters from letters, digits and #$@!%&*?, with at least one
 * lowercase letter, one capital, one digit and one of those special characters.
 */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#$@!%&*?])[A-Za-z\d#$@!%&*?]{8,}$/;

/**
 * A password field of the account screens: required, at least 6 characters, strong. Each screen
 * says it in its own words (the spec's), so the messages are given.
 */
export const passwordField = ({ required, tooShort, weak }: { required: string; tooShort: string; weak: string }) =>
  z.string().min(1, required).min(6, tooShort).regex(STRONG_PASSWORD, weak);
