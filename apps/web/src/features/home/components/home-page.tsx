import type { ReactNode } from 'react';
import { usePainted } from '@/lib/idle';
import { optionalLazy } from '@/lib/optional-lazy';
import { Hero, type AuthIntent } from './hero';
import { WelcomeHeader } from './welcome-header';

// Until the sections below the hero are in, their space keeps the footer off screen, where it
// will be, so it does not jump as they arrive.
const aboutPlaceholder = <div className="min-h-screen" aria-hidden />;
/**
 * The test facts and the seven parts: below the hero on every screen, so the hero's first paint
 * does not wait for them. The home route starts this download with its own module, for a
 * visitor (routes/home.tsx), so they arrive beside the hero rather than after it. (Fetched only
 * once the hero was on screen, their render came as one more long task after the first paint:
 * Lighthouse's blocking time on `/` went from +49 to +341 ms above the floor.)
 */
export const loadAboutTheTest = () =>
  import('./about-the-test').then((module) => ({ default: module.AboutTheTest }));
const AboutTheTest = optionalLazy<object>(loadAboutTheTest, aboutPlaceholder);
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
          <AboutTheTest />
        </>
      )}
      {/* Last: it appears only once the server's health is known, and above the content it
          would push the whole page down as it arrived. */}
      {painted && <DemoNotice />}
    </div>
  );
}
