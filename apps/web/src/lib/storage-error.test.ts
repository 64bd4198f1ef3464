import { describe, expect, it } from 'vitest';
import { errorLog } from './error-handler';
import { toStorageError, withStorage } from './storage-error';

describe('storage errors', () => {
  it('a quota failure, even wrapped by Dexie, is STORAGE_QUOTA_EXCEEDED', () => {
    const dexieError = Object.assign(new Error('AbortError'), {
      name: 'AbortError',
      inner: new DOMException('full', 'QuotaExceededError'),
    });
    const error = toStorageError('savePracticeSession', dexieError);
    expect(error).toMatchObject({
      type: 'STORAGE_QUOTA_EXCEEDED',
      message: 'Storage quota exceeded during savePracticeSession',
    });
  });

  it('a data or version error is STORAGE_CORRUPTION', () => {
    const error = toStorageError('loadPracticeSession', new DOMException('bad', 'DataError'));
    expect(error.type).toBe('STORAGE_CORRUPTION');
    expect(error.message).toBe('Database corruption detected during loadPracticeSession');
  });

  it('anything else is STORAGE_ERROR with the detail', async () => {
    await expect(
      withStorage('clearPracticeSessions', () => Promise.reject(new Error('IndexedDB missing'))),
    ).rejects.toMatchObject({
      name: 'StorageError',
      type: 'STORAGE_ERROR',
      message: 'Storage operation failed: clearPracticeSessions - IndexedDB missing',
    });
  });

  it('puts each failure into the error log once, with the operation as its code', async () => {
    const quota = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    await expect(
      withStorage('saveSession', () => withStorage('putRow', quota)),
    ).rejects.toMatchObject({ type: 'STORAGE_QUOTA_EXCEEDED' });
    expect(errorLog.all()).toHaveLength(1);
    expect(errorLog.all()[0]).toMatchObject({
      type: 'STORAGE_QUOTA_EXCEEDED',
      severity: 'high',
      source: 'storage',
      code: 'putRow',
      message: 'Storage quota exceeded during putRow',
    });
  });
});
