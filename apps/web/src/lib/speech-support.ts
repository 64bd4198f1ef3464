// Whether the browser speaks, and starting its speech service early: what a setup screen needs
// before any audio, without the script and voice code of lib/speech.ts (which re-exports these).

export const speechSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';

/** Asks for the voice list early (it starts the speech service), e.g. when listening is chosen. */
export function warmUpSpeech(): void {
  if (speechSupported()) window.speechSynthesis.getVoices();
}
