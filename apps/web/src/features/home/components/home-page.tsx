import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { DemoNotice } from './demo-notice';
import { Hero, type AuthIntent } from './hero';
import { TestFacts } from './test-facts';
import { ToeicParts } from './toeic-parts';

/** `/` — what the product is and what the test looks like. */
export function HomePage({ onOpenAuth }: { onOpenAuth: (mode: AuthIntent) => void }) {
  return (
    <div className="space-y-8 sm:space-y-10">
      <ComponentErrorBoundary name="demo-notice">
        <DemoNotice />
      </ComponentErrorBoundary>
      <Hero onOpenAuth={onOpenAuth} />
      <ComponentErrorBoundary name="test-facts">
        <TestFacts />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary name="toeic-parts">
        <ToeicParts />
      </ComponentErrorBoundary>
    </div>
  );
}
