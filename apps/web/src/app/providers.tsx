import { TOAST } from '@toeic-ace/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useCurrentPreferences } from '@/features/settings/store';
import { i18n } from '@/lib/i18n';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { LanguageSync } from './sync/language-sync';
import { ReviewSync } from './sync/review-sync';
import { Startup } from './sync/startup';
import { ThemeSync } from './sync/theme-sync';
import { WordSync } from './sync/word-sync';
import { TimeZoneSync } from './sync/time-zone-sync';

function AppToaster() {
  const { t } = useTranslation();
  const { theme } = useCurrentPreferences();
  return (
    <Toaster
      position="top-right"
      // Below the 64 px sticky header: a toast must never sit over its sign-in or menu buttons
      // (hovering a toast also pauses it, so one over a button could stay there).
      offset={{ top: 76, right: 24 }}
      mobileOffset={{ top: 72, right: 16, left: 16 }}
      duration={TOAST.defaultDurationMs}
      closeButton
      richColors
      theme={theme}
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}

/** Query cache, i18n, toasts and the background synchronisers around the whole app. */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Startup />
        <ThemeSync />
        <LanguageSync />
        <WordSync />
        <TimeZoneSync />
        <ReviewSync />
        {children}
        <AppToaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
