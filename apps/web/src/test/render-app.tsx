import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * The whole app (providers, router, lazy routes) at `path`, in memory; `probe` renders beside
 * the router, inside the providers (e.g. to show when a query the page uses has settled).
 */
export function renderApp(path = '/', probe?: ReactNode) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
      {probe}
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, router, location };
}
