/*
 * Whether this browser can speak, and the early voice-list request. Apart from lib/speech.ts
 * (the narrator, its voices and its script) so a setup screen can warm the speech service up
 * without carrying the narrator in its first load.
 */

export const speechSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';

/** Asks for the voice list early (it starts the speech service), e.g. when listening is chosen. */
export function warmUpSpeech(): void {
  if (speechSupported()) window.speechSynthesis.getVoices();
}
