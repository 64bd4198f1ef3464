import SqliteDatabase from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/app';
import type { AnkiCard } from './anki/anki-word';
import { addWord, allWords, importOk, newVocabularyUser } from './vocabulary.fixtures';

const now = new Date('2026-08-20T10:00:00.000Z');
const DAY_SECONDS = 86_400;
const app = testAppPerFile({ app: { clock: () => now } });

interface NoteRow {
  id: number;
  guid: string;
  mid: number;
  tags: string;
  flds: string;
  sfld: string;
}
interface CardRow extends AnkiCard {
  nid: number;
  did: number;
}

/** Unzips the package and opens its collection the way Anki does: as an SQLite file. */
function openPackage(payload: Buffer) {
  const files = unzipSync(new Uint8Array(payload));
  expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
  expect(strFromU8(files.media!)).toBe('{}');
  return new SqliteDatabase(Buffer.from(files['collection.anki2']!), { readonly: true });
}

async function exportedCollection(query: Record<string, string> = {}) {
  const calls = await newVocabularyUser(app());
  await importOk(calls, {
    words: [
      {
        word: 'reimburse',
        definition: '偿还 chánghuán；报销 bàoxiāo',
        phonetic: '/ˌriːɪmˈbɜːs/',
        context: 'We <b>will</b> reimburse travel & meals.',
        notes: 'finance\nsee also: refund',
        tags: ['part 5'],
        mastered: true,
        meanings: [
          {
            partOfSpeech: 'verb',
            partOfSpeechLocal: '动词',
            definitions: [{ definition: 'pay back <money>', synonyms: ['repay', 'refund'] }],
          },
        ],
        reviewCount: 5,
        easeIndex: 2.36,
        intervalDays: 12,
        lastReviewDate: '2026-08-10T09:00:00.000Z',
        nextReviewDate: '2026-08-22T09:00:00.000Z',
        fsrs: { stability: 12.3456, difficulty: 4.5678, state: 2, lapses: 1, learningSteps: 0 },
      },
      {
        word: 'overdue',
        reviewCount: 2,
        easeIndex: 2.5,
        intervalDays: 3,
        nextReviewDate: '2026-08-01T00:00:00.000Z',
      },
      { word: 'fresh', definition: 'not yet reviewed' },
    ],
  });
  await addWord(await newVocabularyUser(app()), { word: 'someone-else' });
  const res = await calls.exportFile({ format: 'anki', ...query });
  expect(res.statusCode).toBe(200);
  return { db: openPackage(res.rawPayload), words: await allWords(calls) };
}

describe('Anki export', () => {
  it('holds one note per word with escaped HTML fields, in a deck and note type of its own', async () => {
    const { db, words } = await exportedCollection();
    const col = db.prepare('select * from col').get() as Record<string, string | number>;
    expect(col.ver).toBe(11);
    const models = JSON.parse(col.models as string);
    const decks = JSON.parse(col.decks as string);
    const [model] = Object.values(models) as { id: string; flds: { name: string }[] }[];
    expect(model!.flds.map((f) => f.name)).toEqual([
      'Word',
      'Phonetic',
      'Meanings',
      'Context',
      'Notes',
      'Definition',
    ]);
    const deck = Object.values(decks).find((d) => (d as { name: string }).name !== 'Default') as {
      id: number;
      name: string;
    };
    expect(deck.name).toBe('TOEIC Ace 生词本');
    expect(JSON.parse(col.dconf as string)).toHaveProperty('1');

    const notes = db.prepare('select * from notes order by id').all() as NoteRow[];
    expect(notes).toHaveLength(3);
    expect(new Set(notes.map((n) => n.guid)).size).toBe(3);
    expect(notes.every((n) => String(n.mid) === model!.id)).toBe(true);
    const [word, phonetic, meanings, context, noteText, definition] = notes[0]!.flds.split('\x1f');
    expect(word).toBe('reimburse');
    expect(phonetic).toBe('/ˌriːɪmˈbɜːs/');
    expect(meanings).toBe(
      '<div><b>verb</b> 动词</div><ol><li>pay back &lt;money&gt;<br><small>repay, refund</small></li></ol>',
    );
    expect(context).toBe('We &lt;b&gt;will&lt;/b&gt; reimburse travel &amp; meals.');
    expect(noteText).toBe('finance<br>see also: refund');
    // The Chinese equivalents are on the card's back, beside the English senses.
    expect(definition).toBe('偿还 chánghuán；报销 bàoxiāo');
    const [template] = (model as unknown as { tmpls: { qfmt: string; afmt: string }[] }).tmpls;
    expect(template!.afmt).toContain('{{Definition}}');
    expect(template!.qfmt).not.toContain('{{Definition}}');
    expect(notes[0]!.sfld).toBe('reimburse');
    expect(notes[0]!.tags).toBe(' TOEIC_Ace part_5 mastered ');
    expect(notes[2]!.flds.split('\x1f')).toEqual(['fresh', '', '', '', '', 'not yet reviewed']);
    expect(notes.map((n) => n.flds.split('\x1f')[0])).toEqual(words.map((w) => w.word));

    const cards = db.prepare('select * from cards').all() as CardRow[];
    expect(cards).toHaveLength(3);
    expect(cards.every((c) => c.did === deck.id)).toBe(true);
    expect(new Set(cards.map((c) => c.nid))).toEqual(new Set(notes.map((n) => n.id)));
    db.close();
  });

  it('carries each card’s scheduling over: interval, due day, ease and review count', async () => {
    const { db } = await exportedCollection();
    const { crt } = db.prepare('select crt from col').get() as { crt: number };
    const dayOf = (iso: string) => Math.floor(Date.parse(iso) / 1000 / DAY_SECONDS);
    // The collection starts on the earliest due day, so no due day is negative.
    expect(crt).toBe(dayOf('2026-08-01T00:00:00.000Z') * DAY_SECONDS);
    const cards = db
      .prepare('select cards.* from cards join notes on notes.id = cards.nid order by notes.id')
      .all() as CardRow[];
    const [reviewed, overdue, fresh] = cards;
    expect(reviewed).toMatchObject({
      type: 2,
      queue: 2,
      ivl: 12,
      factor: 2360,
      reps: 5,
      lapses: 1,
      due: dayOf('2026-08-22T09:00:00.000Z') - crt / DAY_SECONDS,
    });
    expect(JSON.parse(reviewed!.data)).toEqual({ s: 12.346, d: 4.568 });
    expect(overdue).toMatchObject({ type: 2, queue: 2, ivl: 3, factor: 2500, reps: 2, due: 0 });
    expect(fresh).toMatchObject({ type: 0, queue: 0, ivl: 0, reps: 0, due: 1, data: '' });
    // "Today" in the collection is day 19: the overdue card is 19 days late, the other due in 2.
    expect(Math.floor(now.getTime() / 1000 / DAY_SECONDS) - crt / DAY_SECONDS).toBe(19);
    expect(reviewed!.due).toBe(21);
    db.close();
  });

  it('exports every card as new without review data', async () => {
    const { db } = await exportedCollection({ includeReviewData: 'false' });
    const cards = db.prepare('select type, queue, due, reps from cards order by due').all();
    expect(cards).toEqual([
      { type: 0, queue: 0, due: 1, reps: 0 },
      { type: 0, queue: 0, due: 2, reps: 0 },
      { type: 0, queue: 0, due: 3, reps: 0 },
    ]);
    db.close();
  });
});
