import { CalendarClock, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { DueBadge } from '@/entities/vocabulary-stats/components/due-badge';

/** How many words are due, with the way into the flashcard review. */
export function ReviewBanner({ due }: { due: number }) {
  const { t } = useTranslation();
  if (due === 0) {
    return (
      <div
        data-testid="review-complete"
        className="flex items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300"
      >
        <CheckCircle2 className="h-5 w-5" aria-hidden />
        {t('vocabulary.review.complete')}
      </div>
    );
  }
  return (
    <div
      data-testid="review-due"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <CalendarClock className="h-5 w-5 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">{t('vocabulary.review.due', { count: due })}</span>
      <Link
        to="/vocabulary/review"
        data-testid="start-review"
        className={buttonClass('primary', 'sm')}
      >
        {t('vocabulary.review.start')}
        <DueBadge count={due} className="bg-white/25" />
      </Link>
    </div>
  );
}

/**
 * Holds the banner's place while the figures load, the height of either banner, so the search,
 * the form and the list below do not jump down when it arrives.
 */
export function ReviewBannerPlaceholder() {
  return <div aria-hidden data-testid="review-banner-placeholder" className="h-11" />;
}
