import { BANK_LIMITS, LANGUAGES } from '@toeic-ace/contract';
import type { BankAudit } from './checks';
import type { LevelFigures, Part5Skills } from './figures';

const PART_NAMES = [
  '',
  'Photographs',
  'Question–Response',
  'Conversations',
  'Talks',
  'Incomplete Sentences',
  'Text Completion',
  'Reading Comprehension',
];

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** Rows of cells, each column as wide as its widest cell; numbers aligned right (`alignNumbers`). */
function table(rows: (string | number)[][], alignNumbers = true): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, c) =>
        alignNumbers && (typeof cell === 'number' || /^[\d.]+%?$/.test(String(cell)))
          ? String(cell).padStart(widths[c]!)
          : String(cell).padEnd(widths[c]!),
      )
      .join('  ')
      .trimEnd(),
  );
}

function partTable(levels: LevelFigures[]): string[] {
  const letters = ['A', 'B', 'C', 'D'].slice(0, levels[0]!.keys.length);
  const head = [
    'level',
    'items',
    'units',
    ...letters,
    'key longest',
    ...LANGUAGES.map((l) => `covered ${l}`),
    'stimulus words',
    'rare words',
  ];
  const rows = levels.map((l) => [
    l.level === 0 ? 'all' : String(l.level),
    l.items,
    l.units,
    ...l.keys.map((n) => `${n} ${pct(n / l.items)}`),
    pct(l.keyLongest / l.items),
    ...LANGUAGES.map((lang) => pct(l.covered[lang] / l.items)),
    l.stimulusWords.toFixed(1),
    pct(l.rareWords),
  ]);
  return table([head, ...rows]);
}

function skillsTable(skills: Part5Skills[]): string[] {
  const head = ['level', 'items', 'word meaning', 'grammar', 'inversion', 'subjunctive'];
  return table([
    head,
    ...skills.map((s) => [
      s.level === 0 ? 'all' : String(s.level),
      s.items,
      `${s.wordMeaning} ${pct(s.wordMeaning / (s.items || 1))}`,
      s.items - s.wordMeaning,
      s.inversion,
      s.subjunctive,
    ]),
  ]);
}

const listed = (shared: Map<string, string[]>) =>
  shared.size ? [...shared].map(([key, units]) => `  ${key}: ${units.join(', ')}`) : ['  none'];

export function renderAudit(audit: BankAudit): string {
  const out: string[] = [
    `Question bank audit: ${audit.items} questions in ${audit.units} items and sets (apps/server/content; limits: packages/contract/src/bank-rules.ts)`,
    '',
    'key longest  the key is strictly longer, in characters, than every other option',
    'covered      the explanation names every option by its letter "(B)" or quotes its words',
    'stimulus     mean words heard or read before the options: Part 1 the four statements, Part 2 the prompt',
    '             and responses, Parts 3–4 the script, Part 5 the sentence, Parts 6–7 the text',
    `rare words   share of all words met (names aside) outside the ${BANK_LIMITS.commonWords.toLocaleString('en').replace(',', ' ')} commonest English word forms (SUBTLEX-US)`,
  ];
  for (const [part, levels] of audit.parts) {
    out.push('', `Part ${part} — ${PART_NAMES[part]}`, ...partTable(levels));
  }
  out.push('', 'Part 5 skills (tags)', ...skillsTable(audit.part5));

  out.push(
    '',
    `Explanations that leave options undiscussed (${audit.undiscussed.length} items; letters per language)`,
  );
  for (const { id, letters } of audit.undiscussed) {
    const gaps = LANGUAGES.filter((l) => letters[l].length).map(
      (l) => `${l} ${letters[l].join('')}`,
    );
    out.push(`  ${id}: ${gaps.join(' · ')}`);
  }
  out.push('', 'People named in more than one item or set (family names)', ...listed(audit.names));
  out.push('', 'Option sets offered in more than one item or set', ...listed(audit.optionSets));
  out.push(
    '',
    'The same key against the same distractor in more than one item or set',
    ...listed(audit.keyPairs),
  );

  const { forms } = audit;
  out.push(
    '',
    `${forms.forms} full forms drawn in turn from the bank alone: ${forms.distinct} distinct of the ${forms.needed} questions they hold`,
  );

  const failed = audit.verdicts.filter((v) => !v.pass).length;
  out.push('', `Limits (${audit.verdicts.length - failed} of ${audit.verdicts.length} met)`);
  const verdicts = audit.verdicts.map((v) => [v.pass ? 'PASS' : 'FAIL', v.limit, v.figure]);
  out.push(...table(verdicts, false).map((line) => `  ${line}`));
  return out.join('\n');
}
