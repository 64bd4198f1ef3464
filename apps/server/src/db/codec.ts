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

declare const jsonOf: unique symbol;

/**
 * A JSON text column holding a T: only `json.toDb` makes one, and `json.fromDb` gives the T back,
 * so a mapper reads a typed value without a cast. The brand exists for the type checker only.
 */
export type JsonText<T> = string & { readonly [jsonOf]: T };

export const json = {
  toDb: <T>(value: T) => JSON.stringify(value) as JsonText<T>,
  // A value that is not text is a column a driver already parsed (a future native JSON type).
  fromDb: <T>(value: JsonText<T>): T => (typeof value === 'string' ? JSON.parse(value) : value),
};

export const bool = {
  toDb: (value: boolean) => (value ? 1 : 0),
  fromDb: (value: number | boolean | string) => value === true || value === 1 || value === '1',
};
