import type { Health } from '@toeic-ace/contract';
import type { Config } from '../../config';
import { ping } from '../../db/database';
import type { Db } from '../../db/schema';
import { isAiConfigured } from '../../ai';
import { isGoogleConfigured } from '../auth';

/**
 * Reports instead of failing: the route answers 503 with this report when the database is down,
 * so a monitor reads "degraded" rather than a bare 500.
 */
export function createHealthService({
  db,
  config: { ai, google },
}: {
  db: Db;
  config: Pick<Config, 'ai' | 'google'>;
}) {
  return {
    async check(): Promise<Health> {
      const databaseOk = await ping(db);
      return {
        status: databaseOk ? 'ok' : 'degraded',
        database: databaseOk ? 'ok' : 'unavailable',
        ai: { provider: ai.provider, configured: isAiConfigured(ai) },
        auth: { google: isGoogleConfigured(google) },
      };
    },
  };
}
