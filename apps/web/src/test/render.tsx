import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Renders with a fresh query cache, i18n and a toaster, as the app does. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {ui}
        <Toaster duration={60_000} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
