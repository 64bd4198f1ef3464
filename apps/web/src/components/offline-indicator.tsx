import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/lib/use-online-status';

/**
 * 离线, shown in the header while the browser has no network. From the sm breakpoint up it is a
 * badge beside the language menu (its hint in the tooltip); phones have no room left in that
 * row, so there it is a strip under it that also says what still works.
 */
export function OfflineIndicator({ variant }: { variant: 'badge' | 'strip' }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  if (variant === 'strip') {
    return (
      <p
        role="status"
        data-testid="offline-indicator-strip"
        className="flex items-start gap-2 border-t border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900 sm:hidden dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
      >
        <WifiOff className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
        <span>
          <strong className="font-semibold">{t('offline.badge')}</strong> · {t('offline.hint')}
        </span>
      </p>
    );
  }
  return (
    <span
      role="status"
      data-testid="offline-indicator"
      title={t('offline.hint')}
      className="hidden shrink-0 items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset sm:inline-flex dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/40"
    >
      <WifiOff className="h-3.5 w-3.5" aria-hidden />
      {t('offline.badge')}
      <span className="sr-only">{t('offline.hint')}</span>
    </span>
  );
}
