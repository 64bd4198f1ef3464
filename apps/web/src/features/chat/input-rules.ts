/** A message is sent only when it has visible text and no reply is on its way. */
export const canSend = (text: string, busy: boolean) => !busy && text.trim().length > 0;

/** Enter sends; Shift+Enter (and Enter while an input method composes) inserts a newline. */
export const isSendKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;

/** The panel header's preview of a question: at most `max` characters, on one line. */
export function truncate(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : line;
}
