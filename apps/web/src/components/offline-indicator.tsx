import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/lib/use-online-status';

/** 离线: shown in the header while the browser has no network; the hint says what still works. */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <span
      role="status"
      data-testid="offline-indicator"
      title={t('offline.hint')}
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/40"
    >
      <WifiOff className="h-3.5 w-3.5" aria-hidden />
      {t('offline.badge')}
      <span className="sr-only">{t('offline.hint')}</span>
    </span>
  );
}
