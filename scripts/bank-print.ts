// `node --import tsx scripts/bank-print.ts <part> [--ids a,b] [--level n] [--keys] [--answers]`:
// prints one part of the built-in bank as a test-taker meets it (the scene standing in for Part
// 1's photograph, then each prompt, conversation, talk or text once per set, its questions and
// lettered options, a drawn graphic as its text alternative), read by the server's own loader so
// a blind solver sees exactly what is served. Keys and explanations stay hidden unless --keys;
// --answers prints only "id letter" lines, the key file a blind solve is checked against
// (README, "The question bank"). --ids takes item or set ids, comma-separated; --level keeps one
// level.
import { describeGraphic, LANGUAGES, type BankQuestion } from '@toeic-ace/contract';
import { CONTENT_DIR } from '../apps/server/src/content-dir';
import { BankContentError, loadBank } from '../apps/server/src/modules/questions/bank/load';

const USAGE =
  'usage: node --import tsx scripts/bank-print.ts <part 1-7> [--ids a,b] [--level n] [--keys] [--answers]';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const part = Number(process.argv[2]);
if (!Number.isInteger(part) || part < 1 || part > 7) {
  console.error(USAGE);
  process.exit(2);
}
const ids = option('--ids')
  ?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const level = option('--level') === undefined ? undefined : Number(option('--level'));
const withKeys = process.argv.includes('--keys');
const answersOnly = process.argv.includes('--answers');

let bank: BankQuestion[];
try {
  bank = loadBank(CONTENT_DIR);
} catch (error) {
  if (!(error instanceof BankContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const letter = (index: number) => 'ABCD'[index]!;
const chosen = bank.filter(
  (q) =>
    q.part === part &&
    (level === undefined || q.difficulty === level) &&
    (!ids || ids.includes(q.id) || (q.groupId !== undefined && ids.includes(q.groupId))),
);
if (ids) {
  const found = new Set(chosen.flatMap((q) => [q.id, q.groupId]));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) console.error(`not in Part ${part}: ${unknown.join(', ')}`);
}

if (answersOnly) {
  for (const q of chosen) console.log(`${q.id} ${letter(q.correctAnswer)}`);
  process.exit(0);
}

/** What is shared by a set's questions, or stands before a single item's options. */
function stimulus(q: BankQuestion): string {
  if (q.part === 1) return `Photograph: ${q.scene ?? ''}`;
  if (q.part === 2) return q.transcript ?? '';
  if (q.part === 3 || q.part === 4) return q.transcript ?? '';
  if (q.part === 5) return q.question;
  return q.passage ?? '';
}

/** The question's own stem, where the part prints one after the shared text. */
const stem = (q: BankQuestion) => (q.part >= 3 && q.part !== 5 ? q.question : undefined);

const out: string[] = [`# Part ${part}: ${chosen.length} question(s)`];
let lastGroup: string | undefined;
for (const q of chosen) {
  const group = q.groupId ?? q.id;
  if (group !== lastGroup) {
    out.push('', `## ${group} (level ${q.difficulty})`, '', stimulus(q));
    lastGroup = group;
  }
  const own = stem(q);
  // A single item's options follow its header; a set's questions each get their own.
  if (q.groupId) out.push('', `### ${q.id}${own ? `: ${own}` : ''}`);
  else out.push('');
  // A drawn graphic as a screen reader gives it: its text alternative.
  if (q.graphic) out.push('[Graphic]', describeGraphic(q.graphic), '[/Graphic]');
  q.options.forEach((o, i) => out.push(`(${letter(i)}) ${o}`));
  if (withKeys) {
    out.push(`Key: ${letter(q.correctAnswer)} · tags: ${q.tags.join(', ')}`);
    for (const language of LANGUAGES) out.push(`${language}: ${q.explanation[language]}`);
  }
}
console.log(out.join('\n'));
