import { assignVoices, type ScriptLine, type VoiceLike } from './speech-script';
import { speechSupported } from './speech-support';

export * from './speech-script';

export const SPEECH_RATES = [0.75, 1, 1.25] as const;
export type SpeechRate = (typeof SPEECH_RATES)[number];

export { speechSupported, warmUpSpeech } from './speech-support';

/**
 * The browser's voices. Chromium fills the list asynchronously (on Linux the speech service
 * starts on first use and takes a few seconds): wait for `voiceschanged`, but never longer than
 * `timeoutMs` (some browsers never fire it); [] means "no voices".
 */
export function loadVoices(
  synth: SpeechSynthesis | undefined = speechSupported() ? window.speechSynthesis : undefined,
  timeoutMs = 6_000,
): Promise<SpeechSynthesisVoice[]> {
  if (!synth) return Promise.resolve([]);
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', finish);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(finish, timeoutMs);
    synth.addEventListener('voiceschanged', finish);
  });
}

/** Upper bound for one line: ~12 characters a second at 1×, doubled, plus 2 s of slack. */
export const lineFallbackMs = (text: string, rate: number) =>
  Math.round(((text.length / 12) * 1_000 * 2) / rate + 2_000);

export interface SpeakOptions {
  lines: readonly ScriptLine[];
  voices: readonly SpeechSynthesisVoice[];
  rate: number;
  onLine?: (index: number) => void;
  onDone?: () => void;
  synth?: SpeechSynthesis;
  fallbackMs?: (text: string, rate: number) => number;
}

/**
 * Speaks the lines one after another, each with its speaker's voice. A line ends on its `end`
 * or `error` event or, if neither comes (no audio device, a browser bug), on a fallback timer,
 * so playback never stalls. Returns `stop`, which cancels speech and silences the callbacks.
 */
export function speakLines({
  lines,
  voices,
  rate,
  onLine,
  onDone,
  synth = window.speechSynthesis,
  fallbackMs = lineFallbackMs,
}: SpeakOptions): () => void {
  const assignment = assignVoices(
    lines.map((l) => l.speaker),
    voices as readonly VoiceLike[],
  );
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Chromium drops events of utterances nobody references any more: keep them.
  const alive: SpeechSynthesisUtterance[] = [];

  const speak = (index: number) => {
    if (stopped) return;
    if (index >= lines.length) {
      stopped = true;
      onDone?.();
      return;
    }
    const line = lines[index]!;
    const settings = assignment.get(line.speaker ?? '')!;
    const utterance = new SpeechSynthesisUtterance(line.text);
    const voice = voices.find((v) => v.voiceURI === settings.voice?.voiceURI);
    if (voice) utterance.voice = voice;
    utterance.lang = settings.lang;
    utterance.pitch = settings.pitch;
    utterance.rate = Math.min(2, Math.max(0.5, rate * settings.rate));
    let advanced = false;
    const next = () => {
      if (advanced) return;
      advanced = true;
      clearTimeout(timer);
      speak(index + 1);
    };
    utterance.addEventListener('end', next);
    utterance.addEventListener('error', next);
    alive.push(utterance);
    onLine?.(index);
    synth.speak(utterance);
    timer = setTimeout(next, fallbackMs(line.text, rate));
  };

  synth.cancel();
  speak(0);
  return () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    synth.cancel();
  };
}
