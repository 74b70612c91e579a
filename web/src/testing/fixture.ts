/** A maker of test records: the defaults, with what a test is about laid over them. */
export const fixture =
  <T extends object>(defaults: T) =>
  (overrides: Partial<T> = {}): T => ({ ...defaults, ...overrides });
