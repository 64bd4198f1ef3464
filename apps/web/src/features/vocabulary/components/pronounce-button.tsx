import { Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canPronounce, pronounce } from '../definitions/pronounce';

/**
 * Plays the word's recording, or speaks it when there is none; disabled while it plays. A
 * failure is only logged (pronunciation is a nicety, not worth an error box): playing stops and the card stays as it was.
 */
export function PronounceButton({ word, audioUrl }: { word: string; audioUrl: string | null }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  if (!canPronounce(audioUrl)) return null;

  async function play() {
    setPlaying(true);
    try {
      await pronounce(word, audioUrl);
    } catch (error) {
      console.warn(`Pronunciation of "${word}" failed`, error);
    } finally {
      if (mounted.current) setPlaying(false);
    }
  }

  return (
    <button
      type="button"
      data-testid="word-play"
      data-state={playing ? 'playing' : 'idle'}
      onClick={() => void play()}
      disabled={playing}
      aria-label={t('notebookWords.card.play')}
      className="rounded-full p-1 text-indigo-600 hover:bg-indigo-50 disabled:opacity-50 dark:text-sky-300 dark:hover:bg-slate-800"
    >
      <Volume2 className="h-4 w-4" aria-hidden />
    </button>
  );
}
