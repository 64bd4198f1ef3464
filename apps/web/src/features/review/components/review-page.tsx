import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/entities/user/store';

/**
 * `/review`, `/review/{sessionId}` and `/review/mock/{id}`: the screen (`children`, the
 * overview or one session), or for a visitor without a user the ask to log in. Each route passes
 * its own screen, so its first load carries only that one.
 */
export function ReviewPage({ children }: { children: ReactNode }) {
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
  return children;
}
