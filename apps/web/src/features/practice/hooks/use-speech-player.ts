import { useCallback, useEffect, useRef, useState } from 'react';
import {
  loadVoices,
  speakLines,
  speechSupported,
  type ScriptLine,
  type SpeechRate,
} from '@/lib/speech';

export type SpeechStatus = 'loading' | 'ready' | 'playing' | 'finished' | 'unavailable';

const englishVoices = (voices: SpeechSynthesisVoice[]) =>
  voices.filter((v) => /^en(-|_|$)/i.test(v.lang));

/**
 * Plays a listening script with speech synthesis: voice loading, play / replay / stop, the line
 * being spoken, and the speed. `unavailable` when the browser has no English voice at all.
 * Mount it once per script (key the component): playback stops when it unmounts.
 */
export function useSpeechPlayer(lines: readonly ScriptLine[]) {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(() =>
    speechSupported() ? null : [],
  );
  const [playing, setPlaying] = useState(false);
  const [finished, setFinished] = useState(false);
  const [line, setLine] = useState(-1);
  const [rate, setRateState] = useState<SpeechRate>(1);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!speechSupported()) return;
    let alive = true;
    const synth = window.speechSynthesis;
    // Voices that turn up after the wait (a slow speech service) still count. Listen only until
    // some exist: Chromium may fire voiceschanged again from inside getVoices().
    const refresh = () => {
      const found = englishVoices(synth.getVoices());
      if (!alive || found.length === 0) return;
      synth.removeEventListener('voiceschanged', refresh);
      setVoices(found);
    };
    synth.addEventListener('voiceschanged', refresh);
    void loadVoices(synth).then((found) => {
      if (!alive) return;
      const english = englishVoices(found);
      if (english.length > 0) synth.removeEventListener('voiceschanged', refresh);
      setVoices((current) => (current && current.length > 0 ? current : english));
    });
    return () => {
      alive = false;
      synth.removeEventListener('voiceschanged', refresh);
    };
  }, []);

  const halt = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setPlaying(false);
    setLine(-1);
  }, []);

  // Unmounting (another conversation, leaving the session) ends playback.
  useEffect(() => halt, [halt]);

  const playFrom = useCallback(
    (start: number, speed: SpeechRate) => {
      if (!voices || voices.length === 0 || lines.length === 0) return;
      stopRef.current?.();
      setPlaying(true);
      setFinished(false);
      stopRef.current = speakLines({
        lines: lines.slice(start),
        voices,
        rate: speed,
        onLine: (i) => setLine(start + i),
        onDone: () => {
          stopRef.current = null;
          setPlaying(false);
          setFinished(true);
          setLine(-1);
        },
      });
    },
    [voices, lines],
  );

  const play = useCallback(() => playFrom(0, rate), [playFrom, rate]);

  /** A new speed applies at once: the current line starts again at that speed. */
  const setRate = useCallback(
    (next: SpeechRate) => {
      setRateState(next);
      if (playing) playFrom(Math.max(0, line), next);
    },
    [playing, playFrom, line],
  );

  const status: SpeechStatus =
    voices === null
      ? 'loading'
      : voices.length === 0
        ? 'unavailable'
        : playing
          ? 'playing'
          : finished
            ? 'finished'
            : 'ready';

  return { status, line, total: lines.length, rate, setRate, play, stop: halt };
}
