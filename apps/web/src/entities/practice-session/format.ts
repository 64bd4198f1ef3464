import { DASHBOARD, TOEIC_PARTS, type PartKey } from '@toeic-ace/contract/rules';
import { HTML_LANG, isLanguage } from '@/lib/i18n';

/** Seconds as m:ss (minutes are not capped: 75:05 for an hour and a quarter). */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/** Session row colours: ≥ 80 good, ≥ 60 fair, below poor; none while unscored. */
export type SessionTone = 'good' | 'fair' | 'poor' | 'none';

export function sessionTone(score: number | null | undefined): SessionTone {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'none';
  const [good, fair] = DASHBOARD.sessionRowBands;
  if (score >= good) return 'good';
  if (score >= fair) return 'fair';
  return 'poor';
}

/** A question's or session's part number from its `part` field or its `partN` category. */
export function partNumberOf(item: { part?: number; category?: string }): number | null {
  if (typeof item.part === 'number') return item.part;
  const match = /^part([1-7])$/.exec(item.category ?? '');
  return match ? Number(match[1]) : null;
}

export const partKeyOf = (part: number): PartKey | null =>
  TOEIC_PARTS.find((p) => p.part === part)?.key ?? null;

/** A date (ISO string) in the interface language, e.g. 2025/6/3 14:05. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = isLanguage(language) ? HTML_LANG[language] : language;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

type Level = 1 | 2 | 3 | 4 | 5;

/** The i18n key of a difficulty level's name (levels outside 1–5 are clamped). */
export const levelNameKey = (level: number) =>
  `difficulty.names.${Math.min(5, Math.max(1, Math.round(level || 3))) as Level}` as const;
