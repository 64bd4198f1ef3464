/** Look-and-feel values of the tutor. */
export const CHAT_BUTTON = {
  size: 56,
  /** Kept this far from every edge of the window. */
  margin: 20,
  defaultX: 60,
  /** A press that moves less than this is a click, not a drag. */
  dragThresholdPx: 5,
  storageKey: 'toeic-ace-chat-button',
} as const;

export const CHAT_PANEL = { width: 520, height: 600 } as const;

/** Contexts remembered with their sessions, so reopening a question continues its conversation. */
export const REMEMBERED_SESSIONS = 30;
