import { CLIENT_ERRORS } from '@toeic-ace/contract/rules';
import { AlertTriangle, RefreshCw, RotateCcw } from 'lucide-react';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLog } from '@/lib/error-handler';
import { Button } from './button';
import { CopyErrorReportButton } from './copy-error-report-button';
import { Notice } from './notice';

interface Props {
  children: ReactNode;
  /** Names the failing part in the console. */
  name?: string;
}

interface State {
  error: Error | null;
  componentStack: string | null;
  retries: number;
}

/**
 * Keeps one failing part of a screen from taking the page down; the user may reload it up to
 * CLIENT_ERRORS.boundaryMaxRetries times.
 */
export class ComponentErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: null, retries: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Component error${this.props.name ? ` in ${this.props.name}` : ''}`, error, info);
    this.setState({ componentStack: info.componentStack ?? null });
    errorLog.record(error, { source: 'boundary', componentStack: info.componentStack });
  }

  private retry = () => {
    this.setState(({ retries }) => ({ error: null, componentStack: null, retries: retries + 1 }));
  };

  override render() {
    const { error, componentStack, retries } = this.state;
    if (error) {
      return (
        <ComponentErrorFallback
          error={error}
          componentStack={componentStack}
          retries={retries}
          onRetry={this.retry}
        />
      );
    }
    // A new key remounts the subtree, so a retry starts from fresh state.
    return <Fragment key={retries}>{this.props.children}</Fragment>;
  }
}

interface FallbackProps {
  error: Error;
  componentStack: string | null;
  retries: number;
  onRetry: () => void;
}

function ComponentErrorFallback({ error, componentStack, retries, onRetry }: FallbackProps) {
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
