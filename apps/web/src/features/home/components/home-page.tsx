import type { ReactNode } from 'react';
import { usePainted } from '@/lib/idle';
import { optionalLazy } from '@/lib/optional-lazy';
import { Hero, type AuthIntent } from './hero';
import { WelcomeHeader } from './welcome-header';

// Until the sections below the hero are in, their space keeps the footer off screen, where it
// will be, so it does not jump as they arrive.
const aboutPlaceholder = <div className="min-h-screen" aria-hidden />;
// Below the hero on every screen, so not part of the page's first load: they are fetched once
// the hero is on screen (and kept by the service worker for offline use).
const AboutTheTest = optionalLazy<object>(
  () => import('./about-the-test').then((module) => ({ default: module.AboutTheTest })),
  aboutPlaceholder,
);
const DemoNotice = optionalLazy<object>(() =>
  import('./demo-notice').then((module) => ({ default: module.DemoNotice })),
);

interface HomePageProps {
  onOpenAuth: (mode: AuthIntent) => void;
  /** The signed-in learner's dashboard; without it the page introduces the product and test. */
  dashboard?: ReactNode;
}

/** `/` — the learner's dashboard when signed in; what the product and the test are otherwise. */
export function HomePage({ onOpenAuth, dashboard }: HomePageProps) {
  const painted = usePainted();
  return (
    <div className="space-y-8 sm:space-y-10">
      {dashboard ? (
        <div className="space-y-6">
          <WelcomeHeader />
          {dashboard}
        </div>
      ) : (
        <>
          <Hero onOpenAuth={onOpenAuth} />
          {painted ? <AboutTheTest /> : aboutPlaceholder}
        </>
      )}
      {/* Last: it appears only once the server's health is known, and above the content it
          would push the whole page down as it arrived. */}
      {painted && <DemoNotice />}
    </div>
  );
}
