// One-off: writes the TypeScript bank (apps/server/src/modules/questions/bank-old) as the YAML data
// files of apps/server/content, formats them with Prettier, loads them back through the new loader
// and checks the result equals the old bank item for item. Deleted once the conversion landed.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { BankQuestion } from '@toeic-ace/contract';
import { Document, isMap, isScalar, isSeq, visit, type Scalar } from 'yaml';
import { BANK as OLD } from '../apps/server/src/modules/questions/bank-old/index';
import {
  blankQuestion,
  GRAPHIC_CUE,
  PHOTO_QUESTION,
  RESPONSE_QUESTION,
} from '../apps/server/src/modules/questions/bank/build';
import { letterOf, PART_FILES } from '../apps/server/src/modules/questions/bank/format';
import { loadBank } from '../apps/server/src/modules/questions/bank/load';
import { CONTENT_DIR } from '../apps/server/src/content-dir';

const fail = (message: string): never => {
  throw new Error(message);
};
const expectEq = (a: unknown, b: unknown, what: string) => {
  if (!isDeepStrictEqual(a, b)) fail(`${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
};

const HEADERS: Record<number, string> = {
  1: `Part 1 — Photographs. Original items written for TOEIC Ace. There is no image: \`scene\`
describes the photograph in words of its own (never the keyed statement's), and \`options\` are
the four statements the narrator reads (the transcript is made from them).
Entry: id, level (1–5), scene, options (4), answer (A–D), explanation (zh, ja, en), tags.`,
  2: `Part 2 — Question–Response. Original items written for TOEIC Ace: one spoken prompt
("Woman: …" or "Man: …") and three spoken responses, as on the real test.
Entry: id, level (1–5), prompt, options (3), answer (A–C), explanation (zh, ja, en), tags.`,
  3: `Part 3 — Conversations. Original items written for TOEIC Ace. Each set is one conversation
(a "Speaker: line" per line; some with three speakers, some with a graphic) and three questions.
A question starting "Look at the graphic" is printed with the set's graphic under it.
Set: set (its id), level (1–5), conversation, graphic (optional), questions (3) — each with
id, question, options (4), answer (A–D), explanation (zh, ja, en), tags.`,
  4: `Part 4 — Talks. Original items written for TOEIC Ace. Each set is one talk by a single
speaker (Man or Woman; some with a graphic) and three questions. A question starting "Look at
the graphic" is printed with the set's graphic under it.
Set: set (its id), level (1–5), speaker, talk, graphic (optional), questions (3) — each with
id, question, options (4), answer (A–D), explanation (zh, ja, en), tags.`,
  5: `Part 5 — Incomplete Sentences. Original items written for TOEIC Ace. The sentence marks its
blank with "-------"; each explanation names the word that fits and why each other option does not.
Entry: id, level (1–5), question, options (4), answer (A–D), explanation (zh, ja, en), tags.`,
  6: `Part 6 — Text Completion. Original texts written for TOEIC Ace. Each text has four blanks
"-- (1) --" … "-- (4) --", one of them a sentence insertion; question n asks for blank (n)
("Which choice best fills blank (n)?" is added by the server).
Set: set (its id), level (1–5), passage, questions (4) — each with id, options (4),
answer (A–D), explanation (zh, ja, en), tags.`,
  7: `Part 7 — Reading Comprehension. Original documents written for TOEIC Ace. A single text has
2–4 questions; double and triple sets (documents separated by a line holding only "---") five.
Set: set (its id), level (1–5), passage, questions (2–5) — each with id, question, options (4),
answer (A–D), explanation (zh, ja, en), tags.`,
};

/** The level notes the TypeScript files carried, kept as guidance for authors. */
const LEVEL_NOTES: Record<number, string[]> = {
  1: [
    'one person or two, one clear action, everyday words',
    'groups of people, simple states',
    'scenes without people, passive forms',
    'paraphrase and the state of objects',
    'paraphrase, passive states, tempting details',
  ],
  2: [
    'basic wh-questions and offers, direct answers',
    'yes/no and choice questions, simple requests',
    'tag, negative and suggestion questions',
    'indirect answers',
    'indirect and rhetorical replies',
  ],
  3: [
    'short exchanges, facts stated word for word',
    'simple paraphrase, requests and offers',
    'reasons, problems and solutions, more paraphrase',
    'three speakers, graphics, implied reasons, speaker intent',
    'idioms, implied meaning, dense business talk',
  ],
  4: [
    'short announcements and messages, facts stated plainly',
    'announcements and tours, simple paraphrase',
    'meeting excerpts and news, main idea plus paraphrased details',
    'introductions and voicemails with implied meaning, graphics',
    'dense talks, metaphor and implication',
  ],
  5: [
    'parts of speech, simple tenses, common words',
    'passive, comparatives, relative pronouns, pairs',
    'concession, agreement, perfect tenses, collocations',
    'clause linking, gerunds, agreement traps, look-alike words',
    'inversion, subjunctive, subtle collocations',
  ],
};
const BANDS = ['under 500', '500–600', '600–700', '700–800', 'over 800'];

const answerOf = (q: BankQuestion) => ({
  options: q.options,
  answer: letterOf(q.correctAnswer),
  explanation: { zh: q.explanation.zh, ja: q.explanation.ja, en: q.explanation.en },
  tags: q.tags,
});

/** The old bank's units of one part, in its order: single items, or the members of a set. */
function unitsOf(part: number): BankQuestion[][] {
  const units = new Map<string, BankQuestion[]>();
  for (const q of OLD.filter((x) => x.part === part)) {
    const key = part === 1 || part === 2 || part === 5 ? q.id : q.groupId!;
    units.set(key, [...(units.get(key) ?? []), q]);
  }
  return [...units.values()];
}

function entryOf(part: number, members: BankQuestion[]): Record<string, unknown> {
  const [first] = members as [BankQuestion];
  const level = first.difficulty;
  for (const q of members) expectEq(q.difficulty, level, `${q.id} level`);
  switch (part) {
    case 1:
      expectEq(first.question, PHOTO_QUESTION, first.id);
      return { id: first.id, level, scene: first.scene, ...answerOf(first) };
    case 2:
      expectEq(first.question, RESPONSE_QUESTION, first.id);
      return { id: first.id, level, prompt: first.transcript, ...answerOf(first) };
    case 5:
      return { id: first.id, level, question: first.question, ...answerOf(first) };
    case 3:
    case 4: {
      const graphics = new Set<string>();
      const questions = members.map((q) => {
        if (!q.question.startsWith(GRAPHIC_CUE))
          return { id: q.id, question: q.question, ...answerOf(q) };
        const cut = q.question.indexOf('\n\n');
        if (cut < 0) fail(`${q.id}: a graphic question without its graphic`);
        graphics.add(q.question.slice(cut + 2));
        return { id: q.id, question: q.question.slice(0, cut), ...answerOf(q) };
      });
      if (graphics.size > 1) fail(`${first.groupId}: two graphics`);
      const [graphic] = graphics;
      const text =
        part === 3
          ? { conversation: first.transcript }
          : {
              speaker: /^(Man|Woman): /.exec(first.transcript!)?.[1] ?? fail(`${first.id} speaker`),
              talk: first.transcript!.replace(/^(Man|Woman): /, ''),
            };
      return { set: first.groupId, level, ...text, ...(graphic ? { graphic } : {}), questions };
    }
    case 6:
      members.forEach((q, i) => expectEq(q.question, blankQuestion(i + 1), q.id));
      return {
        set: first.groupId,
        level,
        passage: first.passage,
        questions: members.map((q) => ({ id: q.id, ...answerOf(q) })),
      };
    default:
      return {
        set: first.groupId,
        level,
        passage: first.passage,
        questions: members.map((q) => ({ id: q.id, question: q.question, ...answerOf(q) })),
      };
  }
}

const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const nameOf = (e: Record<string, unknown>) => String(e.id ?? e.set);

function documentOf(part: number): Document {
  const entries = unitsOf(part)
    .map((members) => entryOf(part, members))
    .sort((a, b) => Number(a.level) - Number(b.level) || natural(nameOf(a), nameOf(b)));
  const doc = new Document(entries);
  doc.commentBefore = ` ${HEADERS[part]!.replaceAll('\n', '\n ')}`;
  visit(doc, {
    Scalar(_key, node: Scalar) {
      if (typeof node.value === 'string' && node.value.includes('\n')) node.type = 'BLOCK_LITERAL';
    },
    Pair(_key, pair) {
      // Tags on one line; everything else one value a line, for readable diffs.
      if (isScalar(pair.key) && pair.key.value === 'tags' && isSeq(pair.value))
        pair.value.flow = true;
    },
  });
  if (!isSeq(doc.contents)) fail('not a list');
  let level = 0;
  for (const item of doc.contents.items) {
    if (!isMap(item)) continue;
    const itemLevel = Number(item.get('level'));
    if (itemLevel !== level) {
      level = itemLevel;
      const note = LEVEL_NOTES[part]?.[level - 1];
      item.commentBefore = ` ── Level ${level} (${BANDS[level - 1]})${note ? `: ${note}` : ''} ──`;
    }
    item.spaceBefore = true;
  }
  return doc;
}

const files = Object.entries(PART_FILES).map(([part, { file }]) => {
  const path = join(CONTENT_DIR, file);
  writeFileSync(path, documentOf(Number(part)).toString({ lineWidth: 0, indentSeq: true }));
  return path;
});
execFileSync('npx', ['prettier', '--write', ...files], { stdio: 'inherit' });

// The check: the files, loaded as the server loads them, give the old bank item for item.
const NEW = loadBank(CONTENT_DIR);
expectEq(NEW.length, OLD.length, 'item count');
const byId = new Map(NEW.map((q) => [q.id, q]));
const clean = (q: BankQuestion | undefined) => JSON.parse(JSON.stringify(q ?? null)) as unknown;
for (const old of OLD) expectEq(clean(byId.get(old.id)), clean(old), old.id);
console.log(`${NEW.length} items converted; every one equals the TypeScript bank's.`);
