import { loadVoices, speakLines, speechSupported } from '@/lib/speech';

/** Plays a recording to its end; rejects when it cannot be loaded or played. */
export function playAudio(url: string, makeAudio = (src: string) => new Audio(src)): Promise<void> {
  return new Promise((resolve, reject) => {
    const audio = makeAudio(url);
    audio.onended = () => resolve();
    audio.onerror = () => reject(new Error(`audio could not be played: ${url}`));
    audio.play().catch(reject);
  });
}

/**
 * Says the word with the browser's speech synthesis, with the voice listening practice gives its
 * narrator (an English one when the browser has it); resolves when speech ends.
 */
export async function speakWord(word: string): Promise<void> {
  if (!speechSupported()) throw new Error('speech synthesis is not available');
  const voices = await loadVoices();
  await new Promise<void>((resolve) => {
    speakLines({ lines: [{ speaker: null, text: word }], voices, rate: 1, onDone: resolve });
  });
}

/** The recording when the dictionary gave one, else speech synthesis. */
export const pronounce = (word: string, audioUrl: string | null) =>
  audioUrl ? playAudio(audioUrl) : speakWord(word);

export const canPronounce = (audioUrl: string | null) => audioUrl !== null || speechSupported();
