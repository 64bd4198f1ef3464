import { useCallback, useEffect, useRef, useState } from 'react';
import { loadVoices, speakLines, speechSupported } from '@/lib/speech';
import { mockLineFallbackMs, type ListeningStep } from '../listening-plan';
import { loadStep, saveStep } from '../local-state';

export type ListeningRunStatus = 'loading' | 'ready' | 'running' | 'done';

const englishOnly = (voices: SpeechSynthesisVoice[]) =>
  voices.filter((v) => /^en(-|_|$)/i.test(v.lang));

/**
 * Plays the listening section once through: each step's lines with speech synthesis (the same
 * player practice uses), then its answer pause, then the next step — no replay, no pause button.
 * The step being played is remembered, so after a reload playback resumes with the step after
 * it (what was interrupted is not played again). Without English voices the steps run silent,
 * each for about the time reading it aloud would take, and the screen shows the script.
 */
export function useListeningRun(mockId: string, steps: readonly ListeningStep[]) {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(() =>
    speechSupported() ? null : [],
  );
  const resumed = useRef(loadStep(mockId));
  const [index, setIndex] = useState(() => Math.min(steps.length, resumed.current + 1));
  const [running, setRunning] = useState(false);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    if (!speechSupported()) return;
    let alive = true;
    void loadVoices(window.speechSynthesis).then((found) => {
      if (alive) setVoices(englishOnly(found));
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!running || index >= steps.length) return;
    const step = steps[index]!;
    saveStep(mockId, index);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pause = step.kind === 'unit' ? step.pauseMs : 0;
    const next = () => {
      setSpeaking(false);
      timer = setTimeout(() => setIndex((i) => i + 1), pause);
    };
    setSpeaking(true);
    let stop = () => {};
    if (voices && voices.length > 0) {
      stop = speakLines({
        lines: step.lines,
        voices,
        rate: 1,
        onDone: next,
        fallbackMs: mockLineFallbackMs,
      });
    } else {
      const silentMs = step.lines.reduce((ms, line) => ms + mockLineFallbackMs(line.text), 0);
      timer = setTimeout(next, silentMs);
    }
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [running, index, steps, voices, mockId]);

  const start = useCallback(() => setRunning(true), []);
  const status: ListeningRunStatus =
    index >= steps.length ? 'done' : running ? 'running' : voices === null ? 'loading' : 'ready';

  return {
    status,
    step: steps[Math.min(index, steps.length - 1)] ?? null,
    index,
    speaking,
    silent: voices !== null && voices.length === 0,
    resumedAfterReload: resumed.current >= 0,
    start,
  };
}
