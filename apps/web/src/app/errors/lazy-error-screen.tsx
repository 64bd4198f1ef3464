import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageErrorScreenProps } from './page-error-screen';

const load = () => import('./page-error-screen');

/**
 * If the screen's own chunk cannot be fetched (the network is gone and the idle preload below
 * never ran), the page still says what happened, with the shell's texts only.
 */
function Unreachable() {
  const { t } = useTranslation();
  return (
    <p role="alert" data-testid="page-error" className="mx-auto max-w-lg py-12 text-center">
      {t('errors.networkError')}
    </p>
  );
}

const Screen = lazy(() =>
  load().then(
    (module) => ({ default: module.PageErrorScreen }),
    () => ({ default: Unreachable }),
  ),
);

/**
 * The error screen is in its own chunk (with its texts): no first paint needs it. The app
 * fetches it once the browser is idle (preloadPageErrorScreen), so it is there before any page
 * can fail, offline too.
 */
export function LazyPageErrorScreen(props: PageErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}

export const preloadPageErrorScreen = () => void load().catch(() => undefined);
