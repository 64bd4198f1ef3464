import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/entities/user/store';
import { ReviewOverview } from './review-overview';
import { SessionDetail, type ReviewSource } from './session-detail';

/** `/review` and `/review/{sessionId}`. */
export function ReviewPage({
  sessionId,
  source,
}: {
  sessionId: string | null;
  /** The app passes a mock test's questions in (`/review/mock/{id}`). */
  source?: ReviewSource;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) {
    return (
      <p
        data-testid="review-login-required"
        className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center text-slate-600 dark:text-slate-300"
      >
        <LogIn className="h-8 w-8 text-slate-300 dark:text-slate-600" aria-hidden />
        {t('review.loginRequired')}
      </p>
    );
  }
  return sessionId ? (
    <SessionDetail key={sessionId} sessionId={sessionId} source={source} />
  ) : (
    <ReviewOverview />
  );
}
