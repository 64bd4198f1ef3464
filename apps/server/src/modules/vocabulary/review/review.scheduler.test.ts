import fc from 'fast-check';
import { REVIEW_RATINGS, type ReviewRating } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { newWordRow } from '../../../test/words';
import type { WordRow } from '../vocabulary.dto';
import { EASE_MAX, EASE_MIN, easeFromDifficulty, scheduleReview } from './review.scheduler';

const DAY = 86_400_000;
const MAX_INTERVAL_FUZZ_FLOOR = 30_000;
const start = new Date('2026-01-05T08:00:00.000Z');

const newRow = (): WordRow => newWordRow('w1', 'u1', 'venue', start.toISOString());

/** Rates the card each time it falls due (or at `start` when new); returns every state. */
function rateInTurn(ratings: readonly ReviewRating[]) {
  let row = newRow();
  const steps: { row: WordRow; at: Date }[] = [];
  for (const rating of ratings) {
    const at = row.next_review_date ? new Date(row.next_review_date) : start;
    row = { ...row, ...scheduleReview(row, rating, at).columns };
    steps.push({ row, at });
  }
  return steps;
}

const ratings = fc.array(fc.constantFrom(...REVIEW_RATINGS), { minLength: 1, maxLength: 30 });

describe('FSRS scheduling of a card', () => {
  it('never schedules a review before the rating, counts each rating, keeps the ease in range', () => {
    fc.assert(
      fc.property(ratings, (sequence) => {
        const steps = rateInTurn(sequence);
        steps.forEach(({ row, at }, i) => {
          expect(Date.parse(row.next_review_date!)).toBeGreaterThan(at.getTime());
          expect(row.last_review_date).toBe(at.toISOString());
          expect(row.review_count).toBe(i + 1);
          expect(row.ease_index).toBeGreaterThanOrEqual(EASE_MIN);
          expect(row.ease_index).toBeLessThanOrEqual(EASE_MAX);
        });
      }),
    );
  });

  it('lengthens the interval on every on-time normal or easy once the card is in review (up to the cap)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<ReviewRating>('normal', 'easy'), { minLength: 4, maxLength: 12 }),
        (sequence) => {
          const inReview = rateInTurn(sequence)
            .map(({ row }) => row)
            .filter((row) => row.fsrs_state === 2);
          for (let i = 1; i < inReview.length; i++) {
            // FSRS caps intervals at 100 years and fuzzes them there.
            if (inReview[i - 1]!.interval_days > MAX_INTERVAL_FUZZ_FLOOR) break;
            expect(inReview[i]!.interval_days).toBeGreaterThan(inReview[i - 1]!.interval_days);
          }
        },
      ),
    );
  });

  it('falls back on again: shorter interval and lower stability than before it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<ReviewRating>('normal', 'easy'), { minLength: 3, maxLength: 8 }),
        (sequence) => {
          const before = rateInTurn(sequence).at(-1)!.row;
          const at = new Date(before.next_review_date!);
          const after = { ...before, ...scheduleReview(before, 'again', at).columns };
          expect(after.interval_days).toBeLessThan(before.interval_days);
          expect(after.fsrs_stability!).toBeLessThan(before.fsrs_stability!);
          expect(after.fsrs_lapses).toBe((before.fsrs_lapses ?? 0) + 1);
          expect(after.ease_index).toBeLessThanOrEqual(before.ease_index);
        },
      ),
    );
  });

  it('schedules easy later than normal from the same state', () => {
    const row = rateInTurn(['normal', 'normal']).at(-1)!.row;
    const at = new Date(row.next_review_date!);
    const easy = scheduleReview(row, 'easy', at).columns;
    const normal = scheduleReview(row, 'normal', at).columns;
    expect(Date.parse(easy.next_review_date!)).toBeGreaterThan(
      Date.parse(normal.next_review_date!),
    );
  });

  it('marks a word mastered once its stability reaches 21 days, and logs the state change', () => {
    const steps = rateInTurn(Array<ReviewRating>(8).fill('easy'));
    const firstStable = steps.findIndex(({ row }) => row.fsrs_stability! >= 21);
    expect(firstStable).toBeGreaterThan(0);
    expect(steps[firstStable - 1]!.row.mastered).toBe(0);
    expect(steps[firstStable]!.row.mastered).toBe(1);

    const { log } = scheduleReview(newRow(), 'again', start);
    expect(log).toMatchObject({ rating: 'again', state_before: 0, stability_before: null });
    expect(log.state_after).toBe(1);
    expect(log.elapsed_days).toBe(0);
  });

  it('maps FSRS difficulty 1…10 onto the SM-2 ease 3.0…1.3', () => {
    expect(easeFromDifficulty(1)).toBe(3);
    expect(easeFromDifficulty(10)).toBe(1.3);
    expect(easeFromDifficulty(5.5)).toBe(2.15);
    expect(easeFromDifficulty(42)).toBe(1.3);
  });
});

// A whole day later than due still schedules from the real elapsed time.
describe('late reviews', () => {
  it('counts the days since the last review in the log', () => {
    const row = rateInTurn(['normal', 'normal']).at(-1)!.row;
    const late = new Date(Date.parse(row.next_review_date!) + 3 * DAY);
    const { log } = scheduleReview(row, 'normal', late);
    expect(log.elapsed_days).toBeCloseTo(
      (late.getTime() - Date.parse(row.last_review_date!)) / DAY,
    );
  });
});
