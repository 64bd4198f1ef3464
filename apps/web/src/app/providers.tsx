import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { WhenIdle } from '@/lib/idle';
import { optionalLazy } from '@/lib/optional-lazy';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { LanguageSync } from './sync/language-sync';
import { Startup } from './sync/startup';
import { ThemeSync } from './sync/theme-sync';
import { TimeZoneSync } from './sync/time-zone-sync';

// Neither is needed for the first paint; each comes in its own chunk at the browser's first quiet
// moment after it, so neither the toaster nor the local data's upkeep and synchronisers (the
// browser database) compete with the page's own start-up on a slow phone.
const AppToaster = optionalLazy(() => import('./app-toaster'));
const LocalDataSync = optionalLazy(() => import('./sync/local-data-sync'));

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
        <TimeZoneSync />
        <WhenIdle>
          <LocalDataSync />
        </WhenIdle>
        {children}
        <WhenIdle>
          <AppToaster />
        </WhenIdle>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
