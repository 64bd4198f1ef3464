/**
 * CC-CEDICT writes pinyin with tone numbers ("fa1 piao4", "lu:4"); learners read tone marks
 * ("fā piào", "lǜ"). The mark goes on a or e, on the o of "ou", otherwise on the last vowel.
 */
const MARKS: Record<string, string[]> = {
  a: ['ā', 'á', 'ǎ', 'à'],
  e: ['ē', 'é', 'ě', 'è'],
  i: ['ī', 'í', 'ǐ', 'ì'],
  o: ['ō', 'ó', 'ǒ', 'ò'],
  u: ['ū', 'ú', 'ǔ', 'ù'],
  ü: ['ǖ', 'ǘ', 'ǚ', 'ǜ'],
};

function markSyllable(syllable: string): string {
  const m = /^([a-zü:]+)([1-5])$/i.exec(syllable);
  if (!m) return syllable;
  const letters = m[1]!.replace(/u:|v/gi, (u) => (u[0] === 'U' || u === 'V' ? 'Ü' : 'ü'));
  const tone = Number(m[2]);
  if (tone === 5) return letters;
  const lower = letters.toLowerCase();
  let at = lower.search(/[ae]/);
  if (at === -1) at = lower.indexOf('ou');
  if (at === -1) {
    for (let i = lower.length - 1; i >= 0; i--) {
      if ('iouü'.includes(lower[i]!)) {
        at = i;
        break;
      }
    }
  }
  if (at === -1) return letters;
  const vowel = lower[at]!;
  const marked = MARKS[vowel]![tone - 1]!;
  const cased = letters[at] === vowel ? marked : marked.toUpperCase();
  return letters.slice(0, at) + cased + letters.slice(at + 1);
}

export const toToneMarks = (pinyin: string) => pinyin.split(' ').map(markSyllable).join(' ');
