import { MIGRATION, type MigrationKind } from '@toeic-ace/contract/rules';
import type {
  MigrationDroppedLink,
  MigrationError,
  MigrationImportRequest,
  MigrationImportResult,
  MigrationStatus,
} from '@toeic-ace/contract';
import type { MigratedKind } from '@/db/migrated';
import { isApiClientError } from '@/lib/api-error';
import { planBatches, type Batch } from './batches';
import { countsOf, hasLocalData, type LocalCounts, type LocalData } from './local-source';

export const STEP_IDS = ['check', 'extract', 'upload', 'validate'] as const;
export type StepId = (typeof STEP_IDS)[number];
export type StepStatus = 'pending' | 'in-progress' | 'completed' | 'error';
export type Steps = Record<StepId, StepStatus>;

export interface Progress {
  steps: Steps;
  /** 0–100 (check 10–30, extract 30–50, upload 50–90, validate 90+). */
  percent: number;
}

export const initialProgress = (): Progress => ({
  steps: { check: 'pending', extract: 'pending', upload: 'pending', validate: 'pending' },
  percent: 0,
});

/** The i18n key (migration namespace) of a failure the learner sees. */
export type FailureKey =
  | 'checkNetwork'
  | 'checkFailed'
  | 'noLocalData'
  | 'failed'
  /** 413 MIGRATION_BATCH_TOO_LARGE: the server takes less per call than this app sends. */
  | 'batchTooLarge';

export class MigrationFailure extends Error {
  constructor(
    readonly key: FailureKey,
    override readonly cause?: unknown,
  ) {
    super(key);
    this.name = 'MigrationFailure';
  }
}

export interface MigrationOutcome {
  migrated: MigrationImportResult['migrated'];
  skipped: MigrationImportResult['skipped'];
  errors: MigrationError[];
  errorCount: number;
  /** Links the server did not keep (the records were imported without them). */
  droppedLinks: MigrationDroppedLink[];
  droppedLinkCount: number;
  /** The account's counts after the upload (the validate step). */
  serverCounts: MigrationStatus['currentCounts'];
  /** What this browser held when the migration ran. */
  localCounts: LocalCounts;
}

export interface MigrationDeps {
  status(): Promise<MigrationStatus>;
  readLocal(): Promise<LocalData>;
  upload(payload: MigrationImportRequest): Promise<MigrationImportResult>;
  markMigrated(kind: MigratedKind, ids: readonly string[], at: string): Promise<void>;
  preferences: unknown;
  now(): Date;
  onProgress(progress: Progress): void;
}

/** The status call failed: offline (network) or otherwise. */
export const statusFailure = (error: unknown) =>
  new MigrationFailure(
    isApiClientError(error) && error.code === 'NETWORK_ERROR' ? 'checkNetwork' : 'checkFailed',
    error,
  );

const KINDS: readonly MigrationKind[] = ['session', 'word', 'chatSession', 'message'];

/**
 * The ids of a batch the server now holds, by kind: every record of a kind but those it reported
 * as errors. When the error list was cut short, the kinds it names are left unmarked.
 */
export function confirmedIds(batch: Batch, result: MigrationImportResult) {
  const complete = result.errors.length === result.errorCount;
  return KINDS.map((kind) => {
    const failed = result.errors.filter((e) => e.kind === kind).map((e) => e.index);
    const ids = batch.ids[kind];
    if (!complete && failed.length > 0) return { kind, ids: [] as string[] };
    const bad = new Set(failed);
    return { kind, ids: ids.filter((_, i) => !bad.has(i)) };
  });
}

const add = (a: MigrationImportResult['migrated'], b: MigrationImportResult['migrated']) => ({
  sessions: a.sessions + b.sessions,
  words: a.words + b.words,
  messages: a.messages + b.messages,
  chatSessions: a.chatSessions + b.chatSessions,
});

/**
 * The four steps: check status, extract local data, upload it in batches (the bar moves with
 * each), validate against the account's counts. On a failure the running step turns to error
 * and a MigrationFailure is thrown. Local data is never deleted.
 */
export async function runMigration(deps: MigrationDeps): Promise<MigrationOutcome> {
  const progress = initialProgress();
  let current: StepId = 'check';
  const step = (id: StepId, status: StepStatus, percent?: number) => {
    current = id;
    progress.steps = { ...progress.steps, [id]: status };
    if (percent !== undefined) progress.percent = percent;
    deps.onProgress({ ...progress });
  };
  const { progress: at } = MIGRATION;
  try {
    step('check', 'in-progress', at.check);
    let before: MigrationStatus;
    try {
      before = await deps.status();
    } catch (error) {
      throw statusFailure(error);
    }
    if (!before.migrationRecommended) {
      console.warn('The account already holds data; only new records will be imported');
    }
    step('check', 'completed', at.extract);

    step('extract', 'in-progress');
    const data = await deps.readLocal();
    const localCounts = countsOf(data);
    if (!hasLocalData(localCounts)) throw new MigrationFailure('noLocalData');
    const { batches, tooLarge } = planBatches(data, deps.preferences);
    step('extract', 'completed', at.upload);

    step('upload', 'in-progress');
    let migrated = { sessions: 0, words: 0, messages: 0, chatSessions: 0 };
    let skipped = { ...migrated };
    const errors: MigrationError[] = [...tooLarge];
    let errorCount = tooLarge.length;
    const droppedLinks: MigrationDroppedLink[] = [];
    let droppedLinkCount = 0;
    for (const [i, batch] of batches.entries()) {
      const result = await upload(deps, batch);
      migrated = add(migrated, result.migrated);
      skipped = add(skipped, result.skipped);
      errorCount += result.errorCount;
      droppedLinkCount += result.droppedLinkCount;
      // The server counts indexes within this call; the learner sees the local ids.
      const withId = <T extends { kind: MigrationKind; index: number; id?: string }>(e: T) => ({
        ...e,
        id: e.id ?? batch.ids[e.kind][e.index],
      });
      errors.push(...result.errors.map(withId));
      droppedLinks.push(...result.droppedLinks.map(withId));
      const when = deps.now().toISOString();
      for (const { kind, ids } of confirmedIds(batch, result)) {
        await deps.markMigrated(kind, ids, when);
      }
      step(
        'upload',
        'in-progress',
        at.upload + ((at.validate - at.upload) * (i + 1)) / batches.length,
      );
    }
    step('upload', 'completed', at.validate);

    step('validate', 'in-progress');
    const after = await deps.status();
    step('validate', 'completed', at.done);
    return {
      migrated,
      skipped,
      errors,
      errorCount,
      droppedLinks,
      droppedLinkCount,
      serverCounts: after.currentCounts,
      localCounts,
    };
  } catch (error) {
    step(current, 'error');
    throw error instanceof MigrationFailure ? error : new MigrationFailure('failed', error);
  }
}

/** One batch; a 413 MIGRATION_BATCH_TOO_LARGE is told apart from other failures. */
async function upload(deps: MigrationDeps, batch: Batch) {
  try {
    return await deps.upload(batch.payload);
  } catch (error) {
    if (isApiClientError(error) && error.code === 'MIGRATION_BATCH_TOO_LARGE') {
      throw new MigrationFailure('batchTooLarge', error);
    }
    throw error;
  }
}

/** The categories whose local count exceeds the account's. */
export function missingCategories(
  local: LocalCounts,
  server: MigrationStatus['currentCounts'],
): ('sessions' | 'words' | 'messages')[] {
  return (['sessions', 'words', 'messages'] as const).filter((k) => local[k] > server[k]);
}
