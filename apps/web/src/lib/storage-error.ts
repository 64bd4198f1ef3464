import { errorLog } from './error-handler';

/** The client error types a storage failure can have. */
export type StorageErrorType = 'STORAGE_ERROR' | 'STORAGE_QUOTA_EXCEEDED' | 'STORAGE_CORRUPTION';

/**
 * A failed browser-database operation. Messages: 'Storage quota exceeded during {op}',
 * 'Database corruption detected during {op}', 'Storage operation failed: {op} - {detail}'.
 */
export class StorageError extends Error {
  readonly type: StorageErrorType;
  readonly operation: string;
  override readonly cause: unknown;

  constructor(type: StorageErrorType, operation: string, message: string, cause?: unknown) {
    super(message);
    this.name = 'StorageError';
    this.type = type;
    this.operation = operation;
    this.cause = cause;
  }
}

const QUOTA_NAMES = ['QuotaExceededError'];
const CORRUPTION_NAMES = ['DataError', 'VersionError', 'DataCloneError', 'UnknownError'];

function names(error: unknown): string[] {
  const found: string[] = [];
  let current: unknown = error;
  // Dexie wraps the IndexedDB DOMException in `inner`.
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth++) {
    const { name } = current as { name?: unknown };
    if (typeof name === 'string') found.push(name);
    current = (current as { inner?: unknown }).inner;
  }
  return found;
}

const detailOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

export function toStorageError(operation: string, error: unknown): StorageError {
  const seen = names(error);
  const detail = detailOf(error);
  if (seen.some((n) => QUOTA_NAMES.includes(n)) || /quota/i.test(detail)) {
    return new StorageError(
      'STORAGE_QUOTA_EXCEEDED',
      operation,
      `Storage quota exceeded during ${operation}`,
      error,
    );
  }
  if (seen.some((n) => CORRUPTION_NAMES.includes(n)) || /corrupt/i.test(detail)) {
    return new StorageError(
      'STORAGE_CORRUPTION',
      operation,
      `Database corruption detected during ${operation}`,
      error,
    );
  }
  return new StorageError(
    'STORAGE_ERROR',
    operation,
    `Storage operation failed: ${operation} - ${detail}`,
    error,
  );
}

/**
 * Runs a browser-database operation; any failure comes back as a StorageError, and goes into the
 * error log once (an inner withStorage already logged it).
 */
export async function withStorage<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StorageError) throw error;
    const storageError = toStorageError(operation, error);
    errorLog.record(storageError, { source: 'storage' });
    throw storageError;
  }
}
