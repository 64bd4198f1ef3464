import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter, type AppRouter } from './router';

/** `router` may be made before the first render, so the page's route module loads meanwhile. */
export function App({ router: made }: { router?: AppRouter }) {
  const [router] = useState(() => made ?? createAppRouter());
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
