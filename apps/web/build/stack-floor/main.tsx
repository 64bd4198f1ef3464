// The least app the web client's stack can make (React 19, React Router's data
// router, TanStack Query, Zustand, i18next): one route showing one translated text out of a query
// and a store. `npm run bench:web` builds it beside the real app, so every route's first load is
// printed against what the stack costs before any of the app's own code.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  // A key of the app's own texts, which the app's i18next typing expects.
  resources: { en: { translation: { app: { name: 'Hello, {{name}}' } } } },
  initAsync: false,
});

const useNameStore = create<{ name: string }>()(
  persist(() => ({ name: 'learner' }), { name: 'stack-floor' }),
);

function Greeting() {
  const { t } = useTranslation();
  const name = useNameStore((state) => state.name);
  const { data } = useQuery({ queryKey: ['name'], queryFn: () => Promise.resolve(name) });
  return <p>{t('app.name', { name: data ?? name })}</p>;
}

const router = createBrowserRouter([{ path: '/', element: <Greeting /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  </StrictMode>,
);
