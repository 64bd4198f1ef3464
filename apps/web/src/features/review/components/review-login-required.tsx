import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What the review screens show without a signed-in learner. */
export function ReviewLoginRequired() {
  const { t } = useTranslation();
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
