import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordnetDir } from '../english/wordnet';
import { HAND_PICKED } from './words';

const SUFFIXES = ['noun', 'verb', 'adj', 'adv'] as const;

const indexLines = (suffix: string) =>
  readFileSync(join(wordnetDir(), `index.${suffix}`), 'latin1')
    .split('\n')
    .filter((line) => line && !line.startsWith(' '));

/** The lemmas WordNet's tagged corpus saw most, across its four index files. */
function commonest(count: number): string[] {
  const counts = new Map<string, number>();
  for (const suffix of SUFFIXES) {
    for (const line of indexLines(suffix)) {
      const f = line.split(' ');
      const tagged = Number(f[4 + Number(f[3]) + 1]) || 0;
      counts.set(f[0]!, (counts.get(f[0]!) ?? 0) + tagged);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([w]) => w.replace(/_/g, ' '));
}

/** Every n-th lemma of each index file: rare words, multi-word entries, odd spellings. */
function spread(perFile: number): string[] {
  return SUFFIXES.flatMap((suffix) => {
    const lines = indexLines(suffix);
    const step = Math.floor(lines.length / perFile);
    return Array.from({ length: perFile }, (_, i) => lines[i * step + 7]!.split(' ')[0]!).map((w) =>
      w.replace(/_/g, ' '),
    );
  });
}

/** The golden sample: each word in Chinese; the hand-picked ones in Japanese and English too. */
export function goldenRequests(): { word: string; language: 'zh' | 'ja' | 'en' }[] {
  const all = [...new Set([...HAND_PICKED, ...commonest(160), ...spread(30)])];
  return [
    ...all.map((word) => ({ word, language: 'zh' as const })),
    ...HAND_PICKED.flatMap((word) => [
      { word, language: 'ja' as const },
      { word, language: 'en' as const },
    ]),
  ];
}
