import { CLIENT_ERRORS } from '@toeic-ace/contract/rules';
import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { CopyErrorReportButton } from './copy-error-report-button';
import { Notice } from './notice';

export interface ComponentErrorFallbackProps {
  error: Error;
  componentStack: string | null;
  retries: number;
  onRetry: () => void;
}

/** What ComponentErrorBoundary shows in place of the part that failed. */
export function ComponentErrorFallback({
  error,
  componentStack,
  retries,
  onRetry,
}: ComponentErrorFallbackProps) {
  const { t } = useTranslation();
  const canRetry = retries < CLIENT_ERRORS.boundaryMaxRetries;
  return (
    <Notice
      tone="warning"
      role="alert"
      testId="component-error"
      className="flex flex-col items-start gap-3"
      icon={AlertTriangle}
      title={t('errorBoundary.componentTitle')}
    >
      {retries > 0 && (
        <p data-testid="component-error-retries">
          {t('errorBoundary.retried', { count: retries })}
        </p>
      )}
      {!canRetry && <p>{t('errorBoundary.maxRetries')}</p>}
      <div className="flex flex-wrap gap-2">
        {canRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('errorBoundary.reloadComponent')}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => window.location.reload()}
          data-testid="component-error-refresh"
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t('errorBoundary.refresh')}
        </Button>
        <CopyErrorReportButton
          error={error}
          componentStack={componentStack}
          size="sm"
          data-testid="component-error-copy"
        />
      </div>
    </Notice>
  );
}
