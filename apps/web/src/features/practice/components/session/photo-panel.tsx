import { useTranslation } from 'react-i18next';
import { SceneFigure } from '@/entities/question-graphic/scene-figure';

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
    <SceneFigure
      scene={scene}
      caption={t('practice.listening.scene')}
      testId="practice-scene"
      smallCaps
    />
  );
}
