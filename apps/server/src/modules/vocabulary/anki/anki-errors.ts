/**
 * Why a package cannot be read. Thrown in the worker thread; its name and fields cross to the
 * main thread (worker-rpc), where ankiErrorToAppError makes the answer.
 */
export class AnkiPackageError extends Error {
  override readonly name = 'AnkiPackageError';

  private constructor(
    readonly reason: 'invalid' | 'package' | 'collection' | 'notes',
    readonly limit: number | null,
  ) {
    super(`Anki package: ${reason}`);
  }

  /** Not a zip, no collection in it, or a collection SQLite cannot read. */
  static invalid() {
    return new AnkiPackageError('invalid', null);
  }

  /** The package, its unpacked collection, or its notes are past `limit`. */
  static tooLarge(what: 'package' | 'collection' | 'notes', limit: number) {
    return new AnkiPackageError(what, limit);
  }
}
