import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from './errors/route-error-page';
import { RequireAuth } from './guards/require-auth';
import { MainLayout } from './layout/main-layout';
import { HydrateFallback } from './layout/hydrate-fallback';

/** Route modules are lazy: the first load carries only the shell. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <HydrateFallback />,
    children: [
      {
        // Errors below render inside the layout, so the header stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: 'auth', lazy: () => import('./routes/auth') },
          { path: 'auth/callback', lazy: () => import('./routes/auth-callback') },
          { path: 'vocabulary', lazy: () => import('./routes/vocabulary') },
          { path: 'migration', lazy: () => import('./routes/migration') },
          {
            element: <RequireAuth />,
            children: [
              { path: 'settings', lazy: () => import('./routes/settings') },
              { path: 'practice', lazy: () => import('./routes/practice') },
              { path: 'review', lazy: () => import('./routes/review') },
              { path: 'review/:sessionId', lazy: () => import('./routes/review-session') },
              { path: 'review/mock/:mockId', lazy: () => import('./routes/review-mock') },
              { path: 'mistakes', lazy: () => import('./routes/mistakes') },
              { path: 'mock', lazy: () => import('./routes/mock') },
              { path: 'mock/:mockId', lazy: () => import('./routes/mock-test') },
              { path: 'vocabulary/review', lazy: () => import('./routes/vocabulary-review') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Settles once the router has loaded the first page's route module (or failed to). */
export function routerInitialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
