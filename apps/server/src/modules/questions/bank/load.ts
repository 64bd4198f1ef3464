import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bankQuestionSchema, type BankQuestion } from '@toeic-ace/contract';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import {
  fromConversation,
  fromPhoto,
  fromReadingSet,
  fromResponse,
  fromSentence,
  fromTalk,
  fromTextCompletion,
} from './build';
import { PART_FILES } from './format';

/** Every problem found in the data files, each as "file:line: item field: what". */
export class BankContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The question bank's data files have ${problems.length} problem(s):\n${problems.join('\n')}`,
    );
  }
}

type Part = keyof typeof PART_FILES;
const PARTS = Object.keys(PART_FILES).map(Number) as Part[];

/** Each part's file, in part order. */
export const bankFiles = (dir: string): string[] =>
  PARTS.map((part) => join(dir, PART_FILES[part].file));

/** The text of each part's file, in part order. */
export const readBankFiles = (dir: string): string[] =>
  bankFiles(dir).map((file) => readFileSync(file, 'utf8'));

/** The 1-based line of the deepest node on `path` that exists (0 when none does). */
function lineOf(doc: Document, lines: LineCounter, path: readonly PropertyKey[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 0;
}

/** "questions[2].explanation.ja" */
const pathText = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');

const nameOf = (value: unknown, index: number) => {
  const entry = (value ?? {}) as { id?: unknown; set?: unknown };
  return String(entry.id ?? entry.set ?? `entry ${index + 1}`);
};

/** One file's entries checked against its part's schema; problems are appended to `problems`. */
function readPart<S extends z.ZodType>(
  file: string,
  text: string,
  entry: S,
  problems: string[],
): z.output<S>[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length) {
    problems.push(...doc.errors.map((e) => `${file}: ${e.message}`));
    return [];
  }
  const entries: unknown = doc.toJS({ maxAliasCount: 0 });
  if (!Array.isArray(entries)) {
    problems.push(`${file}: the file must be a list of entries ("- id: …" or "- set: …")`);
    return [];
  }
  const valid: z.output<S>[] = [];
  entries.forEach((value: unknown, index) => {
    const parsed = entry.safeParse(value);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const line = lineOf(doc, lines, [index, ...issue.path]);
      const where = pathText(issue.path) || 'entry';
      problems.push(`${file}:${line}: ${nameOf(value, index)} ${where}: ${issue.message}`);
    }
  });
  return valid;
}

const BUILDERS: { [P in Part]: (entry: never) => BankQuestion | BankQuestion[] } = {
  1: fromPhoto,
  2: fromResponse,
  3: fromConversation,
  4: fromTalk,
  5: fromSentence,
  6: fromTextCompletion,
  7: fromReadingSet,
};

/**
 * The bank from the texts of the seven data files (readBankFiles): every entry is checked against
 * its part's format and every built question against the contract's bank schema, and each id
 * (of a question or a set) is used once. Throws a BankContentError listing every problem (file,
 * line, item, field) when there is any; otherwise returns the questions in file order.
 */
export function buildBank(texts: readonly string[]): BankQuestion[] {
  const problems: string[] = [];
  const bank: BankQuestion[] = [];
  const ids = new Set<string>();
  PARTS.forEach((part, i) => {
    const { file, entry } = PART_FILES[part];
    const build = BUILDERS[part] as (value: unknown) => BankQuestion | BankQuestion[];
    for (const value of readPart(file, texts[i] ?? '', entry, problems)) {
      const questions = [build(value)].flat();
      const setId = questions[0]?.groupId;
      for (const id of [...(setId ? [setId] : []), ...questions.map((q) => q.id)]) {
        if (ids.has(id)) problems.push(`${file}: ${id}: the id is used twice`);
        ids.add(id);
      }
      bank.push(...questions);
    }
  });
  for (const q of bank) {
    const issues = bankQuestionSchema.safeParse(q).error?.issues ?? [];
    problems.push(...issues.map((issue) => `${q.id} ${pathText(issue.path)}: ${issue.message}`));
  }
  if (problems.length) throw new BankContentError(problems);
  return bank;
}

/** The bank read and checked afresh from the data files in `dir`. */
export const loadBank = (dir: string): BankQuestion[] => buildBank(readBankFiles(dir));
