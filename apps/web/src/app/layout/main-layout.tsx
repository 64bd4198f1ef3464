import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AuthModalSlot } from '@/features/auth/components/auth-modal-slot';
import { PageErrorBoundary } from '../errors/page-error-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';
import { TutorSlot } from './tutor-slot';

/** The shell around every screen: header, page (inside the page-level error boundary), footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-indigo-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('app.skipToContent')}
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and does not jump down when
          a lazily loaded page replaces its fallback. */}
      <main
        id="main"
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10"
      >
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer />
      <AuthModalSlot />
      <TutorSlot />
    </div>
  );
}
