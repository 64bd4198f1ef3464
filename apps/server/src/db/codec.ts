/**
 * The one place that converts between stored values and contract values. Columns hold text
 * (timestamps, JSON) and integers (booleans) on both dialects; pg may still hand back Date or
 * parsed JSON for columns a future migration types natively, so the readers accept both.
 */
export const time = {
  now: (clock: () => Date = () => new Date()) => clock().toISOString(),
  toDb: (date: Date) => date.toISOString(),
  fromDb: (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString(),
};

export const json = {
  toDb: (value: unknown) => JSON.stringify(value),
  fromDb: (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value),
};

export const bool = {
  toDb: (value: boolean) => (value ? 1 : 0),
  fromDb: (value: number | boolean | string) => value === true || value === 1 || value === '1',
};
