import { accountBrake } from '../http/rate-limit.js';

/** People write a few messages a minute; a script writing more is braked, from any address. */
export const MESSAGES_PER_MINUTE = 20;
export const messageBrake = accountBrake({ max: () => MESSAGES_PER_MINUTE });
