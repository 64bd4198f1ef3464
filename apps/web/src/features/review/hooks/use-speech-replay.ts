import { useCallback, useEffect, useRef, useState } from 'react';
import { loadVoices, speakLines, speechSupported, type ScriptLine } from '@/lib/speech';

/**
 * Replays a listening script with the browser's speech synthesis. Stops when the component
 * unmounts (another question is opened). Never waits for an `end` event that may not come.
 */
export function useSpeechReplay(lines: readonly ScriptLine[]) {
  const supported = speechSupported() && lines.length > 0;
  const [playing, setPlaying] = useState(false);
  const [line, setLine] = useState(-1);
  const stopRef = useRef<(() => void) | null>(null);
  const runRef = useRef(0);

  const stop = useCallback(() => {
    runRef.current += 1;
    stopRef.current?.();
    stopRef.current = null;
    setPlaying(false);
    setLine(-1);
  }, []);

  const play = useCallback(async () => {
    stop();
    const run = runRef.current;
    setPlaying(true);
    const voices = await loadVoices();
    if (run !== runRef.current) return;
    stopRef.current = speakLines({
      lines,
      voices,
      rate: 1,
      onLine: setLine,
      onDone: () => {
        setPlaying(false);
        setLine(-1);
      },
    });
  }, [lines, stop]);

  useEffect(() => stop, [stop]);

  return { supported, playing, line, play, stop };
}
