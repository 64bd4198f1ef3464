import clsx from 'clsx';
import { ImageIcon } from 'lucide-react';

interface SceneFigureProps {
  /** The description of the Part 1 photograph, read in place of the image. */
  scene: string;
  caption: string;
  testId: string;
  /** Practice labels it in small capitals like its other panels; the mock test does not. */
  smallCaps?: boolean;
}

/** A Part 1 question without an image: its scene, in a dashed frame where the photo would be. */
export function SceneFigure({ scene, caption, testId, smallCaps = false }: SceneFigureProps) {
  return (
    <figure
      data-testid={testId}
      className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <figcaption
        className={clsx(
          'mb-1.5 flex items-center gap-1.5 text-xs font-semibold text-slate-500 dark:text-slate-400',
          smallCaps && 'tracking-wide uppercase',
        )}
      >
        <ImageIcon className="h-3.5 w-3.5" aria-hidden />
        {caption}
      </figcaption>
      <p className="leading-relaxed text-slate-800 italic dark:text-slate-100">{scene}</p>
    </figure>
  );
}
