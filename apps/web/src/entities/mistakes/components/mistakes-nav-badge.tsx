import { useTranslation } from 'react-i18next';
import { DueBadge } from '@/entities/vocabulary-stats/components/due-badge';
import { useCurrentUser } from '@/entities/user/store';
import { usePainted } from '@/lib/idle';
import { useMistakeSummary } from '../api/get-summary';

/** The count of due mistakes beside the nav's 错题本 (nothing signed out or with none due). */
export function MistakesNavBadge() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Asked for after the page's first paint, which it is no part of.
  const painted = usePainted();
  const summary = useMistakeSummary(painted ? (user?.id ?? null) : null);
  const due = summary.data?.due ?? 0;
  if (due <= 0) return null;
  return (
    <span data-testid="nav-mistakes-due" aria-label={t('mistakes.dueCount', { count: due })}>
      <DueBadge count={due} />
    </span>
  );
}
