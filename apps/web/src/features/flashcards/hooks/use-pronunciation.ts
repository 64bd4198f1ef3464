import { useEffect, useRef, useState } from 'react';
import { speechSupported } from '@/lib/speech-support';

/**
 * Plays a word: its audio file when it has one, else the browser's speech synthesis with an
 * English voice. A failure only stops playing (nothing to tell the learner). The narrator
 * (lib/speech.ts) loads with the first word spoken, not with the review.
 */
export function usePronunciation() {
  const [playing, setPlaying] = useState(false);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  function play(word: string, audioUrl: string | null) {
    stop.current?.();
    setPlaying(true);
    const done = () => setPlaying(false);
    if (audioUrl) {
      const audio = new Audio(audioUrl);
      audio.onended = done;
      stop.current = () => audio.pause();
      audio.play().catch(done);
      return;
    }
    void import('@/lib/speech').then(async ({ loadVoices, speakLines }) => {
      const voices = await loadVoices();
      stop.current = speakLines({
        lines: [{ speaker: null, text: word }],
        voices,
        rate: 1,
        onDone: done,
      });
    });
  }

  return {
    playing,
    available: (audioUrl: string | null) => Boolean(audioUrl) || speechSupported(),
    play,
  };
}
