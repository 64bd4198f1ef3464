import type { ReactNode } from 'react';
import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { DemoNotice } from './demo-notice';
import { Hero, type AuthIntent } from './hero';
import { TestFacts } from './test-facts';
import { ToeicParts } from './toeic-parts';
import { WelcomeHeader } from './welcome-header';

interface HomePageProps {
  onOpenAuth: (mode: AuthIntent) => void;
  /** The signed-in learner's dashboard; without it the page introduces the product and test. */
  dashboard?: ReactNode;
}

/** `/` — the learner's dashboard when signed in; what the product and the test are otherwise. */
export function HomePage({ onOpenAuth, dashboard }: HomePageProps) {
  return (
    <div className="space-y-8 sm:space-y-10">
      {dashboard ? (
        <div className="space-y-6">
          <WelcomeHeader />
          <ComponentErrorBoundary name="dashboard">{dashboard}</ComponentErrorBoundary>
        </div>
      ) : (
        <>
          <Hero onOpenAuth={onOpenAuth} />
          <ComponentErrorBoundary name="test-facts">
            <TestFacts />
          </ComponentErrorBoundary>
          <ComponentErrorBoundary name="toeic-parts">
            <ToeicParts />
          </ComponentErrorBoundary>
        </>
      )}
      {/* Last: it appears only once the server's health is known, and above the content it
          would push the whole page down as it arrived. */}
      <ComponentErrorBoundary name="demo-notice">
        <DemoNotice />
      </ComponentErrorBoundary>
    </div>
  );
}
