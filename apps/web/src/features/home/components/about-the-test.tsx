import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { TestFacts } from './test-facts';
import { ToeicParts } from './toeic-parts';

/** What the test is: its figures and its seven parts, below the hero on the signed-out home. */
export function AboutTheTest() {
  return (
    <>
      <ComponentErrorBoundary name="test-facts">
        <TestFacts />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary name="toeic-parts">
        <ToeicParts />
      </ComponentErrorBoundary>
    </>
  );
}
