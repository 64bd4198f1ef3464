import { CLIENT_ERRORS } from '@toeic-ace/contract/rules';
import { errorLog, type ErrorLog } from './error-handler';
import { i18n } from './i18n';
import { notify } from './notify';

const TEXT_KEYS = {
  STORAGE_QUOTA_EXCEEDED: 'clientErrors.storageQuota',
  STORAGE_CORRUPTION: 'clientErrors.storageCorruption',
  STORAGE_ERROR: 'clientErrors.storageFailed',
} as const;

/**
 * Tells the learner when the browser could not save or read their local data (full storage,
 * a damaged database): otherwise offline practice could vanish without a word. One toast per
 * kind per window, however many operations fail meanwhile.
 */
export function startStorageNotices({
  log = errorLog,
  now = Date.now,
}: { log?: ErrorLog; now?: () => number } = {}): () => void {
  const shownAt = new Map<string, number>();
  return log.subscribe((record) => {
    if (!(record.type in TEXT_KEYS)) return;
    const at = now();
    if (at - (shownAt.get(record.type) ?? -Infinity) < CLIENT_ERRORS.reportWindowMs) return;
    shownAt.set(record.type, at);
    notify.error(i18n.t(TEXT_KEYS[record.type as keyof typeof TEXT_KEYS]));
  });
}
