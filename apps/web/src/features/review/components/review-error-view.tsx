import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { reviewErrorKind } from '../review-error';

const MESSAGE = {
  auth: 'review.errors.authExpired',
  network: 'review.errors.network',
  notFound: 'review.errors.notFound',
  generic: 'review.errors.loadFailed',
} as const;

export function ReviewErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const kind = reviewErrorKind(error);
  return (
    <div
      role="alert"
      data-testid="review-error"
      data-kind={kind}
      className="flex flex-col items-center gap-3 rounded-3xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-rose-700 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300"
    >
      <AlertCircle className="h-7 w-7" aria-hidden />
      <p className="font-medium">{t(MESSAGE[kind])}</p>
      {kind !== 'auth' && kind !== 'notFound' && (
        <Button variant="secondary" size="sm" onClick={onRetry} data-testid="review-retry">
          {t('review.errors.retry')}
        </Button>
      )}
    </div>
  );
}
