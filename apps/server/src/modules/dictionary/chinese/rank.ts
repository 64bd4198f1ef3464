export interface CedictEntry {
  simplified: string;
  pinyin: string;
  glosses: string[];
}

/** "to postpone (a meeting)" → "postpone": what a gloss says, without its notes and article. */
export function normaliseGloss(gloss: string): string {
  return gloss
    .toLowerCase()
    .replace(/\([^)]*\)|\bsth\b|\bsb\b|[^a-z0-9' -]+/g, ' ')
    .replace(/^\s*(?:(?:to|a|an|the)\s+)?/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well a CC-CEDICT entry translates an English word. A gloss that is exactly the word beats
 * one that starts with it; a word's first sense is its main one; entries marked as regional,
 * old, literary, variants, abbreviations or names are rarely what a learner needs; and among the
 * rest the word used most in written Chinese (jieba's corpus counts) comes first, which is what
 * puts 发票 before 请款 for "invoice" and 仓库 before 货仓 for "warehouse".
 */
const MARKED =
  /\((tw|old|archaic|literary|classical|dialect|cantonese|taiwan|hk|buddhism|slang|vulgar|derog|loanword|onom|bound form|math|chemistry|physics|medicine|botany|zoology)/i;
const SECONDARY = /variant of|surname|abbr\.|used in|see also|classifier for/i;

export function rankEntry(
  entry: CedictEntry,
  target: string,
  frequency: number,
): { score: number; gloss: string } | null {
  let best: { score: number; gloss: string } | null = null;
  const targetWords = target.split(' ').length;
  entry.glosses.forEach((gloss, gi) => {
    gloss.split(';').forEach((sub, si) => {
      const norm = normaliseGloss(sub);
      let score: number;
      if (norm === target) score = 100;
      else if (norm.startsWith(`${target} `)) {
        score = Math.max(10, 40 - 4 * (norm.split(' ').length - targetWords));
      } else return;
      score += gi === 0 ? (si === 0 ? 6 : 3) : -Math.min(gi, 5);
      if (MARKED.test(sub)) score -= 30;
      if (SECONDARY.test(gloss)) score -= 40;
      if (!best || score > best.score) best = { score, gloss: gloss.trim() };
    });
  });
  if (!best) return null;
  const found = best as { score: number; gloss: string };
  const length = [...entry.simplified].length;
  let bonus = 10 * Math.log10(1 + frequency);
  if (/^[A-Z]/.test(entry.pinyin)) bonus -= 60;
  if (/[A-Za-z0-9]/.test(entry.simplified)) bonus -= 30;
  bonus += length === 1 ? -10 : length === 2 ? 5 : length === 3 ? 0 : -5;
  return { score: found.score + bonus, gloss: found.gloss };
}
