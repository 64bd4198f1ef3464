import { describe, expect, it } from 'vitest';
import {
  blueprintCount,
  MOCK_BLUEPRINT,
  MOCK_KINDS,
  MOCK_LEVEL_MIX,
  MOCK_PARTS,
  predictScore,
  scaleRaw,
} from './mock-rules';
import { SECTION_SCALE } from './score-scale';

describe('MOCK_BLUEPRINT', () => {
  it('has the real form: 200 questions, 100 a section, 45 + 75 minutes', () => {
    expect(blueprintCount('full')).toBe(200);
    expect(blueprintCount('full', 'listening')).toBe(100);
    expect(blueprintCount('full', 'reading')).toBe(100);
    expect(MOCK_BLUEPRINT.full.parts).toEqual({ 1: 6, 2: 25, 3: 39, 4: 30, 5: 30, 6: 16, 7: 54 });
    expect([MOCK_BLUEPRINT.full.listeningMinutes, MOCK_BLUEPRINT.full.readingMinutes]).toEqual([
      45, 75,
    ]);
  });

  it('halves it: 100 questions, 50 a section, 23 + 38 minutes, each part within 2 of half', () => {
    expect(blueprintCount('half')).toBe(100);
    expect(blueprintCount('half', 'listening')).toBe(50);
    expect(blueprintCount('half', 'reading')).toBe(50);
    expect([MOCK_BLUEPRINT.half.listeningMinutes, MOCK_BLUEPRINT.half.readingMinutes]).toEqual([
      23, 38,
    ]);
    for (const part of MOCK_PARTS) {
      expect(
        Math.abs(MOCK_BLUEPRINT.half.parts[part] - MOCK_BLUEPRINT.full.parts[part] / 2),
      ).toBeLessThanOrEqual(1.5);
    }
  });

  it('keeps sets whole: Parts 3–4 in threes, Part 6 in fours, in both forms', () => {
    for (const kind of MOCK_KINDS) {
      const parts = MOCK_BLUEPRINT[kind].parts;
      expect(parts[3] % 3).toBe(0);
      expect(parts[4] % 3).toBe(0);
      expect(parts[6] % 4).toBe(0);
    }
  });

  it('has a level mix that sums to 1', () => {
    expect(MOCK_LEVEL_MIX.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });
});

describe('scaleRaw', () => {
  it('is monotone in the raw score and stays within 5–495 in 5-point steps', () => {
    for (const section of ['listening', 'reading'] as const) {
      for (const total of [50, 100]) {
        let previous = -1;
        for (let raw = 0; raw <= total; raw++) {
          const { scaled, range } = scaleRaw(section, raw, total);
          expect(scaled).toBeGreaterThanOrEqual(previous);
          expect(scaled).toBeGreaterThanOrEqual(SECTION_SCALE.min);
          expect(scaled).toBeLessThanOrEqual(SECTION_SCALE.max);
          expect(scaled % 5).toBe(0);
          expect(range.low).toBeGreaterThanOrEqual(SECTION_SCALE.min);
          expect(range.high).toBeLessThanOrEqual(SECTION_SCALE.max);
          expect(range.low).toBeLessThanOrEqual(scaled);
          expect(range.high).toBeGreaterThanOrEqual(scaled);
          previous = scaled;
        }
      }
    }
  });

  it('reaches both bounds', () => {
    expect(scaleRaw('listening', 0, 100).scaled).toBe(5);
    expect(scaleRaw('reading', 0, 100).scaled).toBe(5);
    expect(scaleRaw('listening', 100, 100).scaled).toBe(495);
    expect(scaleRaw('reading', 100, 100).scaled).toBe(495);
  });

  it('matches hand-computed points of the curves', () => {
    // Listening 50 %: the curve point (50, 230); ±30 on 100 questions.
    expect(scaleRaw('listening', 50, 100)).toEqual({
      raw: 50,
      total: 100,
      scaled: 230,
      range: { low: 200, high: 260 },
    });
    // Listening 75 %: halfway between (70, 355) and (80, 420) = 387.5 → 390.
    expect(scaleRaw('listening', 75, 100).scaled).toBe(390);
    // Reading 65 %: halfway between (60, 245) and (70, 305) = 275.
    expect(scaleRaw('reading', 65, 100).scaled).toBe(275);
    // Half form, reading 40 / 50 = 80 % → 365; ±300/√50 ≈ 42.4 → 320–410.
    expect(scaleRaw('reading', 40, 50)).toEqual({
      raw: 40,
      total: 50,
      scaled: 365,
      range: { low: 320, high: 410 },
    });
  });

  it('admits at least ±25 except where a bound clamps it', () => {
    for (let raw = 0; raw <= 100; raw++) {
      const { scaled, range } = scaleRaw('reading', raw, 100);
      expect(range.low === 5 || scaled - range.low >= 25).toBe(true);
      expect(range.high === 495 || range.high - scaled >= 25).toBe(true);
    }
  });

  it('clamps raw scores outside 0–total', () => {
    expect(scaleRaw('listening', 120, 100).raw).toBe(100);
    expect(scaleRaw('listening', -3, 100).raw).toBe(0);
  });
});

describe('predictScore', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const result = (total: number) => ({
    listening: { raw: 0, total: 0, scaled: 5, range: { low: 5, high: 30 } },
    reading: { raw: 0, total: 0, scaled: 5, range: { low: 5, high: 30 } },
    total,
    totalRange: { low: total - 60, high: total + 60 },
    parts: [],
  });

  it('takes the latest mock submitted within 30 days over the practice estimate', () => {
    const mocks = [
      { id: 'old', submittedAt: '2026-11-20T10:00:00Z', result: result(600) },
      { id: 'new', submittedAt: '2026-11-23T10:00:00Z', result: result(700) },
      { id: 'open', submittedAt: null, result: null },
    ];
    expect(predictScore(550, mocks, now)).toEqual({ score: 700, source: 'mock', mockId: 'new' });
  });

  it('falls back to practice when the latest mock is older than 30 days, then to none', () => {
    const mocks = [{ id: 'm', submittedAt: '2026-10-24T11:59:00Z', result: result(700) }];
    expect(predictScore(550, mocks, now)).toEqual({
      score: 550,
      source: 'practice',
      mockId: null,
    });
    expect(predictScore(0, mocks, now)).toEqual({ score: 0, source: 'none', mockId: null });
  });
});
