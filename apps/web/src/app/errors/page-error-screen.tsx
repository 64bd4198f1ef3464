import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CopyErrorReportButton } from '@/components/copy-error-report-button';
import { toError } from '@/lib/error-report';

interface PageErrorScreenProps {
  error: unknown;
  componentStack?: string | null;
}

/** 页面加载失败: refresh, or copy a report (error, stacks, user agent, url, time). */
export function PageErrorScreen({ error, componentStack }: PageErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="page-error"
      className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="rounded-2xl bg-rose-50 p-3 text-rose-600 dark:bg-rose-500/15 dark:text-rose-300">
        <TriangleAlert className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-xl font-bold text-slate-900 dark:text-white">
        {t('errorBoundary.pageTitle')}
      </h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        {t('errorBoundary.pageText')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()} data-testid="page-error-refresh">
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t('errorBoundary.refresh')}
        </Button>
        <CopyErrorReportButton
          error={error}
          componentStack={componentStack}
          data-testid="page-error-copy"
        />
      </div>
      <details className="mt-6 w-full text-left text-xs text-slate-500 dark:text-slate-400">
        <summary className="cursor-pointer select-none">{t('errorBoundary.details')}</summary>
        <pre className="mt-2 max-h-48 overflow-auto rounded-xl bg-slate-50 p-3 whitespace-pre-wrap dark:bg-slate-950">
          {toError(error).message}
        </pre>
      </details>
    </div>
  );
}
