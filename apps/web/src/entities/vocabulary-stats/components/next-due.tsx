import { useTranslation } from 'react-i18next';
import { CalendarClock } from 'lucide-react';
import { nextDueIn } from '../next-due';

/** When a notebook word is next due for review: "3 天后", or due now. */
export function NextDue({ date, now }: { date: string | null; now?: Date }) {
  const { t } = useTranslation();
  const due = nextDueIn(date, now ?? new Date());
  return (
    <span
      data-testid="next-due"
      className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400"
      title={t('flashcards.nextDue.label')}
    >
      <CalendarClock className="h-3.5 w-3.5" aria-hidden />
      <span className="sr-only">{t('flashcards.nextDue.label')}</span>
      {due.unit === 'now'
        ? t('flashcards.nextDue.now')
        : t(`flashcards.nextDue.${due.unit}`, { count: due.count })}
    </span>
  );
}
