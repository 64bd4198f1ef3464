import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { getMigrationStatus } from '../api/get-status';
import { importMigrationBatch } from '../api/import-data';
import { countsOf, markLocalMigrated, readLocalData } from '../local-source';
import {
  initialProgress,
  MigrationFailure,
  missingCategories,
  runMigration,
  statusFailure,
  type FailureKey,
  type MigrationOutcome,
  type Progress,
} from '../run-migration';

export type Verification =
  | { ok: true }
  | { ok: false; missing: ('sessions' | 'words' | 'messages')[] }
  | { ok: false; failed: true };

const keys = (userId: string) => ({
  local: ['migration', 'local', userId] as const,
  status: ['migration', 'status', userId] as const,
});

/**
 * The migration screen's state: local and server counts, a run through the four steps, the
 * result, and the integrity check. `preferences` are the learner's local preferences, sent along.
 */
export function useMigration(userId: string, preferences: unknown) {
  const queryClient = useQueryClient();
  const k = keys(userId);
  const local = useQuery({
    queryKey: k.local,
    queryFn: async () => countsOf(await readLocalData(userId)),
  });
  const status = useQuery({
    queryKey: k.status,
    queryFn: ({ signal }) =>
      getMigrationStatus(signal).catch((error: unknown) => {
        throw statusFailure(error);
      }),
    retry: false,
  });
  const [progress, setProgress] = useState<Progress>(initialProgress);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<MigrationOutcome | null>(null);
  const [failure, setFailure] = useState<FailureKey | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: k.local }),
      queryClient.invalidateQueries({ queryKey: k.status }),
    ]);
  }, [queryClient, k.local, k.status]);

  const start = useCallback(async () => {
    setRunning(true);
    setFailure(null);
    setVerification(null);
    try {
      const result = await runMigration({
        status: () => getMigrationStatus(),
        readLocal: () => readLocalData(userId),
        upload: (payload) => importMigrationBatch(payload),
        markMigrated: (kind, ids, at) => markLocalMigrated(kind, ids, at),
        preferences,
        now: () => new Date(),
        onProgress: setProgress,
      });
      setOutcome(result);
      queryClient.setQueryData(k.status, {
        migrationRecommended: false,
        currentCounts: result.serverCounts,
      });
      // Practice history, stats and the notebook now include what was migrated.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'migration' });
      return true;
    } catch (error) {
      setFailure(error instanceof MigrationFailure ? error.key : 'failed');
      if (!(error instanceof MigrationFailure) || error.key === 'failed') {
        console.error('Data migration failed', error);
      }
      return false;
    } finally {
      setRunning(false);
      void queryClient.invalidateQueries({ queryKey: k.local });
    }
  }, [userId, preferences, queryClient, k.status, k.local]);

  const verify = useCallback(async () => {
    try {
      const [counts, server] = await Promise.all([
        readLocalData(userId).then(countsOf),
        getMigrationStatus(),
      ]);
      queryClient.setQueryData(k.status, server);
      const missing = missingCategories(counts, server.currentCounts);
      setVerification(missing.length === 0 ? { ok: true } : { ok: false, missing });
    } catch (error) {
      console.error('Verification failed', error);
      setVerification({ ok: false, failed: true });
    }
  }, [userId, queryClient, k.status]);

  return {
    local,
    status,
    progress,
    running,
    outcome,
    failure,
    verification,
    start,
    verify,
    refresh,
  };
}
