import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHealthQuery } from '@/entities/health/api/get-health';

/** Shown when the server has no AI provider configured: questions come from the built-in bank. */
export function DemoNotice() {
  const { t } = useTranslation();
  const { data } = useHealthQuery();
  if (!data || data.ai.configured) return null;
  return (
    <div
      role="note"
      data-testid="demo-mode-notice"
      className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-100"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-sky-600 dark:text-sky-300" aria-hidden />
      <p>
        <span className="font-semibold">{t('home.demo.title')}</span>
        {t('home.demo.text')}
      </p>
    </div>
  );
}
