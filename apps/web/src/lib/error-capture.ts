import { errorLog, type ErrorLog } from './error-handler';
import { startErrorReporting } from './error-reporting';
import { startStorageNotices } from './storage-notice';

/**
 * Errors nothing caught: window errors (a throwing event handler, a failed chunk load) and
 * unhandled promise rejections go into the error log. Returns the uninstaller.
 */
export function installErrorCapture(target: Window = window, log: ErrorLog = errorLog) {
  const onError = (event: ErrorEvent) => {
    log.record(event.error ?? event.message, { source: 'window' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    log.record(event.reason, { source: 'rejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** At start-up: capture, report high and critical errors, tell the learner of storage trouble. */
export function startClientErrorHandling(): void {
  installErrorCapture();
  startErrorReporting();
  startStorageNotices();
}
