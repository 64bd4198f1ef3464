/**
 * ARPAbet (the CMU pronouncing dictionary's notation) to IPA in the American style dictionaries
 * print: /nɪˈɡoʊʃiˌeɪt/. Stress marks stand before the stressed syllable, whose start is found
 * by giving it the longest consonant cluster that can begin an English syllable
 * (maximal onset: "postpone" splits post.pone, "invoice" in.voice).
 */
const VOWELS: Record<string, string> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  ER: 'ɝ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
};

/** Unstressed forms that differ from the stressed ones. */
const REDUCED: Record<string, string> = { AH: 'ə', ER: 'ɚ' };

const CONSONANTS: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/** Consonant clusters that can open an English syllable (single consonants other than NG too). */
const ONSETS = new Set(
  [
    'P R', 'P L', 'B R', 'B L', 'T R', 'D R', 'K R', 'K L', 'G R', 'G L', 'F R', 'F L',
    'TH R', 'SH R', 'T W', 'D W', 'K W', 'G W', 'TH W', 'S W', 'S P', 'S T', 'S K', 'S M',
    'S N', 'S L', 'S F', 'P Y', 'B Y', 'K Y', 'G Y', 'M Y', 'F Y', 'V Y', 'HH Y', 'S P R',
    'S P L', 'S T R', 'S K R', 'S K W', 'S K Y', 'S P Y',
  ], // prettier-ignore
);

const isLegalOnset = (cluster: string[]) =>
  cluster.length === 0 ||
  (cluster.length === 1 && cluster[0] !== 'NG') ||
  ONSETS.has(cluster.join(' '));

interface Phone {
  base: string;
  stress: number | null;
}

const parse = (arpabet: string): Phone[] =>
  arpabet
    .trim()
    .split(/\s+/)
    .map((p) => {
      const m = /^([A-Z]+)([012])?$/.exec(p);
      if (!m) throw new Error(`not an ARPAbet phone: ${p}`);
      return { base: m[1]!, stress: m[2] === undefined ? null : Number(m[2]) };
    });

export function arpabetToIpa(arpabet: string): string {
  const phones = parse(arpabet);
  const vowelAt = phones.flatMap((p, i) => (p.base in VOWELS ? [i] : []));
  // One-syllable words carry no stress mark, as in printed dictionaries.
  const marked = vowelAt.length > 1;
  const marks = new Map<number, string>();
  vowelAt.forEach((v, n) => {
    const stress = phones[v]!.stress;
    if (!marked || (stress !== 1 && stress !== 2)) return;
    const prev = n === 0 ? -1 : vowelAt[n - 1]!;
    let start = v;
    while (start - 1 > prev && isLegalOnset(phones.slice(start - 1, v).map((p) => p.base))) {
      start -= 1;
    }
    marks.set(n === 0 ? 0 : start, stress === 1 ? 'ˈ' : 'ˌ');
  });
  const ipa = phones
    .map((p, i) => {
      const symbol =
        p.base in VOWELS
          ? p.stress === 0 && REDUCED[p.base]
            ? REDUCED[p.base]!
            : VOWELS[p.base]!
          : (CONSONANTS[p.base] ?? '');
      return (marks.get(i) ?? '') + symbol;
    })
    .join('');
  return `/${ipa}/`;
}
