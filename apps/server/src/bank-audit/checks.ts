import { BANK_LIMITS, LANGUAGES, TOEIC_PARTS, type Language } from '@toeic-ace/contract';
import type { LevelFigures, Part5Skills } from './figures';

/** One limit of BANK_LIMITS against the bank's figure. */
export interface Verdict {
  limit: string;
  figure: string;
  pass: boolean;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;
const LETTERS = ['A', 'B', 'C', 'D'];

export interface AuditFigures {
  items: number;
  parts: Map<number, LevelFigures[]>;
  part5: Part5Skills[];
  forms: { forms: number; needed: number; distinct: number };
}

export function partVerdicts(part: number, levels: LevelFigures[]): Verdict[] {
  const all = levels.at(-1)!;
  const { keyLongestMax, keyLetterShare } = BANK_LIMITS.parts[part as 1];
  const verdicts: Verdict[] = [];
  if (keyLongestMax !== null) {
    const share = all.keyLongest / all.items;
    verdicts.push({
      limit: `Part ${part}: key strictly the longest option ≤ ${pct(keyLongestMax)}`,
      figure: `${all.keyLongest}/${all.items} = ${pct(share)}`,
      pass: share <= keyLongestMax,
    });
  }
  const [min, max] = keyLetterShare;
  const shares = all.keys.map((n) => n / all.items);
  verdicts.push({
    limit: `Part ${part}: each key letter ${pct(min)}–${pct(max)}`,
    figure: shares.map((s, i) => `${LETTERS[i]} ${pct(s)}`).join(', '),
    pass: shares.every((s) => s >= min && s <= max),
  });
  const levelRows = levels.slice(0, -1);
  const step = BANK_LIMITS.risePerLevelMin;
  const rising = (value: (l: LevelFigures) => number) =>
    levelRows.length === 5 &&
    levelRows.every((l, i) => i === 0 || value(l) >= value(levelRows[i - 1]!) * (1 + step));
  verdicts.push(
    {
      limit: `Part ${part}: stimulus length ≥ ${pct(step)} above the level below, every level`,
      figure: levelRows.map((l) => l.stimulusWords.toFixed(1)).join(' → '),
      pass: rising((l) => l.stimulusWords),
    },
    {
      limit: `Part ${part}: rare-word share ≥ ${pct(step)} above the level below, every level`,
      figure: levelRows.map((l) => `${(l.rareWords * 100).toFixed(1)} %`).join(' → '),
      pass: rising((l) => l.rareWords),
    },
  );
  return verdicts;
}

/** Every limit of BANK_LIMITS, in the order the report prints them. */
export function verdictsOf(figures: AuditFigures): Verdict[] {
  const { forms, part5 } = figures;
  const verdicts: Verdict[] = [
    {
      limit: `items ≥ ${forms.needed} (${forms.forms} full forms)`,
      figure: String(figures.items),
      pass: figures.items >= forms.needed,
    },
    {
      limit: `${forms.forms} full forms from the bank alone without a repeat`,
      figure: `${forms.distinct} distinct of ${forms.needed}`,
      pass: forms.distinct === forms.needed,
    },
  ];
  for (const { part } of TOEIC_PARTS)
    verdicts.push(...partVerdicts(part, figures.parts.get(part)!));

  const { wordMeaningMin, perLevelMax } = BANK_LIMITS.part5;
  const all = part5.at(-1)!;
  verdicts.push({
    limit: `Part 5: word-meaning items (vocabulary, collocation) ≥ ${pct(wordMeaningMin)}`,
    figure: `${all.wordMeaning}/${all.items} = ${pct(all.wordMeaning / (all.items || 1))}`,
    pass: all.wordMeaning / (all.items || 1) >= wordMeaningMin,
  });
  for (const tag of ['inversion', 'subjunctive'] as const) {
    const levels = part5.slice(0, -1);
    verdicts.push({
      limit: `Part 5: ≤ ${perLevelMax[tag]} ${tag} items per level`,
      figure: levels.map((l) => `L${l.level} ${l[tag]}`).join(', '),
      pass: levels.every((l) => l[tag] <= perLevelMax[tag]),
    });
  }

  const everything = [...figures.parts.values()].map((levels) => levels.at(-1)!);
  for (const language of LANGUAGES) {
    const covered = everything.reduce((sum, l) => sum + l.covered[language], 0);
    const share = covered / (figures.items || 1);
    verdicts.push({
      limit: `explanations (${language}) discuss every option: ${pct(BANK_LIMITS.explanationCoverageMin)}`,
      figure: `${covered}/${figures.items} = ${(share * 100).toFixed(1)} %`,
      pass: share >= BANK_LIMITS.explanationCoverageMin,
    });
  }
  return verdicts;
}

/** The audit: the figures, each limit's verdict and the lists a reader acts on. */
export interface BankAudit extends AuditFigures {
  units: number;
  verdicts: Verdict[];
  /** Items whose explanation leaves options undiscussed: the letters, per language. */
  undiscussed: { id: string; letters: Record<Language, string[]> }[];
  names: Map<string, string[]>;
  optionSets: Map<string, string[]>;
  keyPairs: Map<string, string[]>;
}
