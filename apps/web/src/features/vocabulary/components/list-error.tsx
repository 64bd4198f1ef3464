import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { isApiClientError } from '@/lib/api-error';

/**
 * The list could not be read: what went wrong (the server out of reach, or another failure) and a
 * retry. The list is read again in the background meanwhile, so it also comes back by itself.
 */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const unreachable = isApiClientError(error) && error.code === 'NETWORK_ERROR';
  return (
    <div
      role="alert"
      data-testid="vocabulary-error"
      data-kind={unreachable ? 'network' : 'generic'}
      className="flex flex-col items-center gap-3 rounded-3xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-rose-700 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300"
    >
      <AlertCircle className="h-7 w-7" aria-hidden />
      <p className="font-medium">{t('vocabulary.errors.load')}</p>
      {unreachable && <p className="text-sm">{t('errors.networkError')}</p>}
      <Button variant="secondary" size="sm" onClick={onRetry} data-testid="vocabulary-retry">
        {t('vocabulary.errors.retry')}
      </Button>
    </div>
  );
}
