import { describe, expect, it } from 'vitest';
import {
  type CurvePoint,
  estimateRange,
  LISTENING_CURVE,
  type PartResult,
  RANGE_HALF_WIDTH,
  rangeHalfWidth,
  READING_CURVE,
  scaleSection,
  type ScaleSection,
  SECTION_SCALE,
  type SectionRange,
} from './score-scale';

const SECTIONS: readonly ScaleSection[] = ['listening', 'reading'];
const CURVES: Record<ScaleSection, readonly CurvePoint[]> = {
  listening: LISTENING_CURVE,
  reading: READING_CURVE,
};
const FULL = { low: SECTION_SCALE.min, mid: 250, high: SECTION_SCALE.max, answered: 0 };

/** Small seeded PRNG (mulberry32) so property tests are reproducible. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const isStep = (x: number) => x % SECTION_SCALE.step === 0;

const expectWellFormed = (r: SectionRange) => {
  for (const x of [r.low, r.mid, r.high]) {
    expect(isStep(x)).toBe(true);
    expect(x).toBeGreaterThanOrEqual(SECTION_SCALE.min);
    expect(x).toBeLessThanOrEqual(SECTION_SCALE.max);
  }
  expect(r.low).toBeLessThanOrEqual(r.mid);
  expect(r.mid).toBeLessThanOrEqual(r.high);
  // never narrower than ±25, except where a bound of the scale cuts the range
  if (r.low !== SECTION_SCALE.min) expect(r.mid - r.low).toBeGreaterThanOrEqual(25);
  if (r.high !== SECTION_SCALE.max) expect(r.high - r.mid).toBeGreaterThanOrEqual(25);
};

describe('curves', () => {
  it.each(SECTIONS)('%s: starts at 0 %%, ends at 100 %%, is monotone and within 5–495', (s) => {
    const curve = CURVES[s];
    expect(curve[0]).toEqual([0, SECTION_SCALE.min]);
    expect(curve.at(-1)).toEqual([100, SECTION_SCALE.max]);
    for (let i = 1; i < curve.length; i++) {
      const [x0, y0] = curve[i - 1] as CurvePoint;
      const [x1, y1] = curve[i] as CurvePoint;
      expect(x1).toBeGreaterThan(x0);
      expect(y1).toBeGreaterThanOrEqual(y0);
    }
  });

  it('listening converts at least as high as reading for the same accuracy', () => {
    for (let a = 0; a <= 1000; a++) {
      expect(scaleSection('listening', a / 1000)).toBeGreaterThanOrEqual(
        scaleSection('reading', a / 1000),
      );
    }
  });
});

describe('scaleSection', () => {
  it.each(SECTIONS)('%s: monotone, in 5-point steps, 5 at 0 %% and 495 at 100 %%', (s) => {
    let previous = -Infinity;
    for (let a = 0; a <= 10_000; a++) {
      const scaled = scaleSection(s, a / 10_000);
      expect(isStep(scaled)).toBe(true);
      expect(scaled).toBeGreaterThanOrEqual(previous);
      previous = scaled;
    }
    expect(scaleSection(s, 0)).toBe(SECTION_SCALE.min);
    expect(scaleSection(s, 1)).toBe(SECTION_SCALE.max);
  });

  it.each(SECTIONS)('%s: passes through its table points', (s) => {
    for (const [x, y] of CURVES[s]) expect(scaleSection(s, x / 100)).toBe(y);
  });

  it('interpolates linearly and rounds to 5', () => {
    expect(scaleSection('listening', 0.45)).toBe(195); // (160 + 230) / 2
    expect(scaleSection('listening', 0.25)).toBe(55); // (20 + 90) / 2
    expect(scaleSection('reading', 0.55)).toBe(215); // (180 + 245) / 2 = 212.5 → 215
    expect(scaleSection('reading', 0.33)).toBe(75); // 55 + 0.3 · (115 − 55) = 73 → 75
  });

  it('clamps accuracy to [0, 1]', () => {
    expect(scaleSection('reading', -1)).toBe(SECTION_SCALE.min);
    expect(scaleSection('reading', 2)).toBe(SECTION_SCALE.max);
    expect(scaleSection('reading', Number.NaN)).toBe(SECTION_SCALE.min);
  });
});

describe('rangeHalfWidth', () => {
  it(`is k / √answered (k = ${RANGE_HALF_WIDTH.k}) but never below ${RANGE_HALF_WIDTH.min}`, () => {
    expect(rangeHalfWidth(1)).toBe(300);
    expect(rangeHalfWidth(9)).toBe(100);
    expect(rangeHalfWidth(100)).toBe(30);
    expect(rangeHalfWidth(144)).toBe(25);
    expect(rangeHalfWidth(10_000)).toBe(25);
  });
});

describe('estimateRange', () => {
  it('answers the full range for sections without answers', () => {
    expect(estimateRange([])).toEqual({
      listening: FULL,
      reading: FULL,
      total: { low: 10, mid: 500, high: 990 },
    });
  });

  it('maps parts 1–4 to listening and 5–7 to reading; ignores anything else', () => {
    const r = estimateRange([
      { part: 1, answered: 100, correct: 60 },
      { part: 8, answered: 50, correct: 50 },
      { part: 0, answered: 50, correct: 0 },
      { part: 2.5, answered: 50, correct: 0 },
    ]);
    expect(r.listening).toEqual({ low: 265, mid: 295, high: 325, answered: 100 });
    expect(r.reading).toEqual(FULL);
  });

  it('pools the parts of a section, weighting each by its answered count', () => {
    // (10 + 0) / (10 + 30) = 25 % → 55 in listening; half-width 300 / √40 ≈ 47.4
    const r = estimateRange([
      { part: 1, answered: 10, correct: 10 },
      { part: 2, answered: 30, correct: 0 },
    ]);
    expect(r.listening).toEqual({ low: 5, mid: 55, high: 105, answered: 40 });
    // reading: (60 + 12) / (100 + 20) = 60 % → 245; half-width 300 / √120 ≈ 27.4
    const reading = estimateRange([
      { part: 5, answered: 100, correct: 60 },
      { part: 7, answered: 20, correct: 12 },
    ]).reading;
    expect(reading).toEqual({ low: 215, mid: 245, high: 275, answered: 120 });
  });

  it('uses ±25 once 144 questions are answered', () => {
    const r = estimateRange([{ part: 3, answered: 144, correct: 72 }]);
    expect(r.listening).toEqual({ low: 205, mid: 230, high: 255, answered: 144 });
  });

  it('rounds low down and high up to 5-point steps', () => {
    // 60 % reading → 245; half-width 300 / √50 ≈ 42.4 → 202.6 ↓ 200, 287.4 ↑ 290
    const r = estimateRange([{ part: 6, answered: 50, correct: 30 }]);
    expect(r.reading).toEqual({ low: 200, mid: 245, high: 290, answered: 50 });
  });

  it('clamps to 5–495', () => {
    const r = estimateRange([
      { part: 5, answered: 1, correct: 1 },
      { part: 4, answered: 1, correct: 0 },
    ]);
    expect(r.reading).toEqual({ low: 195, mid: 495, high: 495, answered: 1 });
    expect(r.listening).toEqual({ low: 5, mid: 5, high: 305, answered: 1 });
  });

  it('is wider with fewer answers', () => {
    const width = (answered: number) => {
      const r = estimateRange([{ part: 5, answered, correct: answered / 2 }]).reading;
      return r.high - r.low;
    };
    const counts = [2, 4, 8, 16, 32, 64, 128, 256, 512];
    for (let i = 1; i < counts.length; i++) {
      expect(width(counts[i - 1] as number)).toBeGreaterThanOrEqual(width(counts[i] as number));
    }
    expect(width(4)).toBeGreaterThan(width(100));
    expect(width(512)).toBe(50);
  });

  it('clamps correct to answered and ignores negative or non-finite counts', () => {
    const r = estimateRange([
      { part: 5, answered: 10, correct: 30 },
      { part: 6, answered: -5, correct: 2 },
      { part: 7, answered: Number.NaN, correct: 1 },
      { part: 1, answered: 10, correct: -3 },
    ]);
    expect(r.reading.mid).toBe(SECTION_SCALE.max);
    expect(r.reading.answered).toBe(10);
    expect(r.listening.mid).toBe(SECTION_SCALE.min);
  });

  it('sums the sections for the total', () => {
    const r = estimateRange([
      { part: 2, answered: 25, correct: 20 },
      { part: 5, answered: 30, correct: 18 },
    ]);
    expect(r.total).toEqual({
      low: r.listening.low + r.reading.low,
      mid: r.listening.mid + r.reading.mid,
      high: r.listening.high + r.reading.high,
    });
  });

  it('widens the total to contain the headline score when one is given', () => {
    const parts: PartResult[] = [
      { part: 2, answered: 200, correct: 100 },
      { part: 5, answered: 200, correct: 100 },
    ];
    const plain = estimateRange(parts).total;
    expect(plain).toEqual({ low: 360, mid: 410, high: 460 });
    expect(estimateRange(parts, { headline: 603 }).total).toEqual({ ...plain, high: 605 });
    expect(estimateRange(parts, { headline: 298 }).total).toEqual({ ...plain, low: 295 });
    expect(estimateRange(parts, { headline: 400 }).total).toEqual(plain);
    expect(estimateRange(parts, { headline: 0 }).total).toEqual(plain);
    // the sections stay as measured
    expect(estimateRange(parts, { headline: 603 }).listening).toEqual(
      estimateRange(parts).listening,
    );
  });
});

describe('properties (seeded pseudo-random results)', () => {
  const random = prng(7_654_321);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  const randomParts = (): PartResult[] =>
    Array.from({ length: int(0, 10) }, () => {
      const answered = random() < 0.1 ? 0 : int(1, random() < 0.5 ? 10 : 300);
      return { part: int(1, 7), answered, correct: int(0, answered) };
    });

  it('low ≤ mid ≤ high in 5-point steps within bounds, ±25 at least, total = sums', () => {
    for (let i = 0; i < 3_000; i++) {
      const r = estimateRange(randomParts());
      expectWellFormed(r.listening);
      expectWellFormed(r.reading);
      expect(r.total.low).toBe(r.listening.low + r.reading.low);
      expect(r.total.mid).toBe(r.listening.mid + r.reading.mid);
      expect(r.total.high).toBe(r.listening.high + r.reading.high);
      expect(r.total.low).toBeLessThanOrEqual(r.total.mid);
      expect(r.total.mid).toBeLessThanOrEqual(r.total.high);
    }
  });

  it('contains the headline whenever one is given', () => {
    for (let i = 0; i < 3_000; i++) {
      const headline = int(10, 990);
      const { total } = estimateRange(randomParts(), { headline });
      expect(total.low).toBeLessThanOrEqual(headline);
      expect(total.high).toBeGreaterThanOrEqual(headline);
      expect(total.low).toBeLessThanOrEqual(total.mid);
      expect(total.mid).toBeLessThanOrEqual(total.high);
    }
  });

  it('more correct answers never lower the mid', () => {
    for (let i = 0; i < 1_000; i++) {
      const answered = int(1, 200);
      const correct = int(0, answered - 1);
      const part = int(1, 7);
      const before = estimateRange([{ part, answered, correct }]);
      const after = estimateRange([{ part, answered, correct: correct + 1 }]);
      expect(after.total.mid).toBeGreaterThanOrEqual(before.total.mid);
    }
  });
});
