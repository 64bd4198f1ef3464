import { describe, expect, it } from 'vitest';
import { addWord } from '../vocabulary.fixtures';
import { rateOk, reviewSuite, statsIn } from './review.fixtures';

const { newUser, travel } = reviewSuite(new Date());

const pick = (s: { reviewedToday: number; reviewStreak: number; wordsNeedingReview: number }) => ({
  today: s.reviewedToday,
  streak: s.reviewStreak,
  due: s.wordsNeedingReview,
});

describe('GET /api/vocabulary/stats in the learner’s time zone', () => {
  it('counts today and the streak across midnight in Tokyo and in UTC', async () => {
    const l = await newUser();
    await travel(l, '2026-05-10T14:30:00.000Z'); // 23:30 on 10 May in Tokyo
    const first = await addWord(l.words, { word: 'first' });
    const second = await addWord(l.words, { word: 'second' });
    await addWord(l.words, { word: 'third' });
    expect(pick(await statsIn(l.review, 'Asia/Tokyo'))).toEqual({ today: 0, streak: 0, due: 3 });

    await rateOk(l.review, first.id, { rating: 'normal', responseTime: 6 });
    expect(pick(await statsIn(l.review, 'Asia/Tokyo'))).toEqual({ today: 1, streak: 1, due: 2 });

    await travel(l, '2026-05-10T15:30:00.000Z'); // 00:30 on 11 May in Tokyo, still 10 May in UTC
    // Nothing yet on Tokyo's new day: the streak that ended yesterday still stands. The first
    // word is due again: its 10-minute learning step has passed.
    expect(pick(await statsIn(l.review, 'Asia/Tokyo'))).toEqual({ today: 0, streak: 1, due: 3 });
    expect(pick(await statsIn(l.review, 'UTC'))).toEqual({ today: 1, streak: 1, due: 3 });

    await rateOk(l.review, second.id, { rating: 'easy', responseTime: 2 });
    expect(pick(await statsIn(l.review, 'Asia/Tokyo'))).toEqual({ today: 1, streak: 2, due: 2 });
    // Both ratings fall on 10 May in UTC: one day.
    expect(pick(await statsIn(l.review, 'UTC'))).toEqual({ today: 2, streak: 1, due: 2 });

    await travel(l, '2026-05-12T15:30:00.000Z'); // 00:30 on 13 May in Tokyo: a day was missed
    expect((await statsIn(l.review, 'Asia/Tokyo')).reviewStreak).toBe(0);
    expect((await statsIn(l.review, 'UTC')).reviewStreak).toBe(0);
  });

  it('follows New York through the night daylight saving ends, and days of deleted words', async () => {
    const l = await newUser();
    const ids = [];
    for (const word of ['alpha', 'bravo', 'charlie'])
      ids.push((await addWord(l.words, { word })).id);
    // 23:50 on 30 Oct, 31 Oct and 1 Nov in New York (EDT, EDT, then EST after the change).
    const evenings = [
      '2026-10-31T03:50:00.000Z',
      '2026-11-01T03:50:00.000Z',
      '2026-11-02T04:50:00.000Z',
    ];
    for (const [i, evening] of evenings.entries()) {
      await travel(l, evening);
      await rateOk(l.review, ids[i]!, { rating: 'again', responseTime: 20 });
    }
    expect(pick(await statsIn(l.review, 'America/New_York'))).toMatchObject({
      today: 1,
      streak: 3,
    });
    // In UTC the first two ratings fall on 31 Oct and 1 Nov and the last on 2 Nov.
    expect(pick(await statsIn(l.review, 'UTC'))).toMatchObject({ today: 1, streak: 3 });

    // 00:20 on 2 Nov in New York: yesterday's streak still counts, today has none yet.
    await travel(l, '2026-11-02T05:20:00.000Z');
    await l.words.remove(ids[0]!);
    expect(pick(await statsIn(l.review, 'America/New_York'))).toMatchObject({
      today: 0,
      streak: 3,
    });
  });

  it('rejects an unknown time zone', async () => {
    const l = await newUser();
    const res = await l.review.stats({ tz: 'Europe/Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });
});
