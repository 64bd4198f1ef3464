import type { Graphic } from '@toeic-ace/contract';
import { lazy, Suspense } from 'react';

/** The drawing code (≈ 6 KB) loads with the first question that has a graphic. */
const GraphicFigure = lazy(() => import('./graphic-figure'));

/** A question's printed graphic (Parts 3, 4 and 7), drawn from its data. */
export function QuestionGraphic({ graphic, className }: { graphic: Graphic; className?: string }) {
  return (
    <div className={className}>
      <Suspense
        fallback={
          <div
            data-testid="question-graphic-loading"
            className="h-40 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800"
          />
        }
      >
        <GraphicFigure graphic={graphic} />
      </Suspense>
    </div>
  );
}
