import { notify, type NotificationType } from './notify';

/** Window events other code (and other scripts on the page) may send or listen to. */
export const APP_EVENTS = {
  showNotification: 'showNotification',
  practiceSessionCompleted: 'practiceSessionCompleted',
} as const;

export interface ShowNotificationDetail {
  type: NotificationType;
  message: string;
  duration?: number;
}

const TYPES: readonly NotificationType[] = ['success', 'error', 'warning', 'info'];

export function emitNotification(detail: ShowNotificationDetail): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.showNotification, { detail }));
}

/** Turns every `showNotification` event into a toast; returns the unsubscribe function. */
export function listenForNotifications(): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<Partial<ShowNotificationDetail>>).detail;
    if (!detail || typeof detail.message !== 'string' || !detail.message) return;
    const type = TYPES.includes(detail.type as NotificationType) ? detail.type! : 'info';
    notify.show(type, detail.message, detail.duration);
  };
  window.addEventListener(APP_EVENTS.showNotification, handler);
  return () => window.removeEventListener(APP_EVENTS.showNotification, handler);
}

/** The practiceSessionCompleted event carries the finished session. */
export function emitPracticeSessionCompleted<T extends object>(session: T): void {
  window.dispatchEvent(new CustomEvent(APP_EVENTS.practiceSessionCompleted, { detail: session }));
}

/** Calls `onSession` with the detail of every practiceSessionCompleted event. */
export function listenForCompletedSessions(onSession: (session: unknown) => void): () => void {
  const handler = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (typeof detail === 'object' && detail !== null) onSession(detail);
  };
  window.addEventListener(APP_EVENTS.practiceSessionCompleted, handler);
  return () => window.removeEventListener(APP_EVENTS.practiceSessionCompleted, handler);
}
