import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { TestFacts } from './test-facts';
import { ToeicParts } from './toeic-parts';

/**
 * Off screen until scrolled to, a section's layout waits until then (`content-visibility: auto`,
 * its last size kept once it had one): on a phone these sections come in after the hero's first
 * paint, and laying their Chinese text out at once was one long task while the page settled.
 */
const offscreenUntilNeeded = '[content-visibility:auto] [contain-intrinsic-size:auto_640px]';

/** What the test is: its figures and its seven parts, below the hero on the signed-out home. */
export function AboutTheTest() {
  return (
    <>
      <div className={offscreenUntilNeeded}>
        <ComponentErrorBoundary name="test-facts">
          <TestFacts />
        </ComponentErrorBoundary>
      </div>
      <div className={offscreenUntilNeeded}>
        <ComponentErrorBoundary name="toeic-parts">
          <ToeicParts />
        </ComponentErrorBoundary>
      </div>
    </>
  );
}
