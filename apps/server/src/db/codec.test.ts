import { describe, expect, it } from 'vitest';
import { time } from './codec';

describe('stored times', () => {
  it('come back in the contract form whatever form the driver hands over', () => {
    const canonical = '2026-11-25T19:41:42.652Z';
    expect(time.fromDb(canonical)).toBe(canonical);
    expect(time.fromDb(new Date(canonical))).toBe(canonical);
    // A timestamp column's text form (PostgreSQL) and an offset form are read as instants.
    expect(time.fromDb('2026-11-25 19:41:42.652+00')).toBe(canonical);
    expect(time.fromDb('2026-11-26T04:41:42.652+09:00')).toBe(canonical);
    expect(time.fromDb('2026-11-25T19:41:42Z')).toBe('2026-11-25T19:41:42.000Z');
  });
});
