const DAY_MS = 86_400_000;

const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * The history list's relative date: today shows the time, yesterday 昨天, under 7 days "N 天前",
 * older a date. `t` is the chat namespace's translator (for 昨天 / N天前).
 */
export function relativeDate(
  iso: string,
  language: string,
  t: (
    key: 'chat.history.yesterday' | 'chat.history.daysAgo',
    options?: { count: number },
  ) => string,
  now = new Date(),
): string {
  const date = new Date(iso);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) {
    return date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
  }
  if (days === 1) return t('chat.history.yesterday');
  if (days < 7) return t('chat.history.daysAgo', { count: days });
  return date.toLocaleDateString(language, { year: 'numeric', month: 'short', day: 'numeric' });
}
