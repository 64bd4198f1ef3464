import type { Health } from '@toeic-ace/contract';
import type { Config } from '../../config';
import { ping } from '../../db/database';
import type { Db } from '../../db/schema';

/** Reports instead of failing: a monitor wants to read "degraded", not get a 500. */
export async function checkHealth(db: Db, ai: Config['ai']): Promise<Health> {
  const databaseOk = await ping(db);
  return {
    status: databaseOk ? 'ok' : 'degraded',
    database: databaseOk ? 'ok' : 'unavailable',
    ai: { provider: ai.provider, configured: isAiConfigured(ai) },
  };
}

export function isAiConfigured(ai: Config['ai']): boolean {
  if (ai.provider === 'gemini') return Boolean(ai.gemini.apiKey);
  if (ai.provider === 'openai') return Boolean(ai.openai.baseUrl);
  return false;
}
