import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="vocabulary-error"
      className="flex flex-col items-center gap-3 rounded-3xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-rose-700 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-300"
    >
      <AlertCircle className="h-7 w-7" aria-hidden />
      <p className="font-medium">{t('vocabulary.errors.load')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} data-testid="vocabulary-retry">
        {t('vocabulary.errors.retry')}
      </Button>
    </div>
  );
}
