import { ClipboardCopy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buildErrorReport, copyText } from '@/lib/error-report';
import { Button, type ButtonSize } from './button';

interface Props {
  error: unknown;
  componentStack?: string | null;
  size?: ButtonSize;
  'data-testid'?: string;
}

/** 复制错误报告: error, stacks, user agent, url and time as JSON, then the alert that says so. */
export function CopyErrorReportButton({ error, componentStack, size, ...rest }: Props) {
  const { t } = useTranslation();
  const copyReport = async () => {
    const report = buildErrorReport(error, componentStack);
    await copyText(JSON.stringify(report, null, 2));
    window.alert(t('errorBoundary.reportCopied'));
  };
  return (
    <Button
      variant="secondary"
      size={size}
      onClick={() => void copyReport()}
      data-testid={rest['data-testid']}
    >
      <ClipboardCopy className="h-4 w-4" aria-hidden />
      {t('errorBoundary.copyReport')}
    </Button>
  );
}
