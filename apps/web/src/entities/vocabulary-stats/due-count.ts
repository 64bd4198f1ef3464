/** Badge text for a count of due words: the number, or 99+ beyond it. */
export const DUE_BADGE_MAX = 99;

export const dueBadgeText = (count: number): string =>
  count > DUE_BADGE_MAX ? `${DUE_BADGE_MAX}+` : String(count);
