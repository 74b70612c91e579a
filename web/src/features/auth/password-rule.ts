/**
 * Spec section 5: at least 8 characters from letters, digits and #$@!%&*?, with at least one
 * lowercase letter, one capital, one digit and one of those special characters.
 */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[#$@!%&*?])[A-Za-z\d#$@!%&*?]{8,}$/;
