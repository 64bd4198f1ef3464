/**
 * The one place that converts between stored values and contract values. Columns hold text
 * (timestamps, JSON) and integers (booleans) on both dialects; pg may still hand back Date or
 * parsed JSON for columns a future migration types natively, so the readers accept both.
 */

/** toISOString's own form: the only form the columns are written in. */
const CANONICAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const time = {
  now: (clock: () => Date = () => new Date()) => clock().toISOString(),
  toDb: (date: Date) => date.toISOString(),
  // What toDb wrote comes back unchanged; only another form (a Date, a pg timestamp text) is
  // parsed, which a page of 50 words would otherwise do 200 times.
  fromDb: (value: string | Date) =>
    typeof value === 'string' && CANONICAL_TIME.test(value)
      ? value
      : (value instanceof Date ? value : new Date(value)).toISOString(),
};

export const json = {
  toDb: (value: unknown) => JSON.stringify(value),
  fromDb: (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value),
};

export const bool = {
  toDb: (value: boolean) => (value ? 1 : 0),
  fromDb: (value: number | boolean | string) => value === true || value === 1 || value === '1',
};
