import { ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Part 1: the photograph, or its description when the question has no image. */
export function PhotoPanel({ imageUrl, scene }: { imageUrl?: string; scene?: string }) {
  const { t } = useTranslation();
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={scene ?? t('practice.listening.image')}
        data-testid="practice-image"
        className="max-h-80 w-full rounded-2xl object-contain ring-1 ring-slate-200 dark:ring-slate-700"
      />
    );
  }
  if (!scene) return null;
  return (
    <figure
      data-testid="practice-scene"
      className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <figcaption className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <ImageIcon className="h-3.5 w-3.5" aria-hidden />
        {t('practice.listening.scene')}
      </figcaption>
      <p className="leading-relaxed text-slate-800 italic dark:text-slate-100">{scene}</p>
    </figure>
  );
}
