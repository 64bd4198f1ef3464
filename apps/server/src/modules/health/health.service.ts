import type { Health } from '@toeic-ace/contract';
import type { Config } from '../../config';
import { ping } from '../../db/database';
import type { Db } from '../../db/schema';

/** Reports instead of failing: a monitor wants to read "degraded", not get a 500. */
export async function checkHealth(
  db: Db,
  { ai, google }: Pick<Config, 'ai' | 'google'>,
): Promise<Health> {
  const databaseOk = await ping(db);
  return {
    status: databaseOk ? 'ok' : 'degraded',
    database: databaseOk ? 'ok' : 'unavailable',
    ai: { provider: ai.provider, configured: isAiConfigured(ai) },
    auth: { google: isGoogleConfigured(google) },
  };
}

export function isAiConfigured(ai: Config['ai']): boolean {
  if (ai.provider === 'gemini') return Boolean(ai.gemini.apiKey);
  if (ai.provider === 'openai') return Boolean(ai.openai.baseUrl);
  return false;
}

/** Both halves of the client credentials; the issuer always has a value (Google by default). */
export const isGoogleConfigured = (google: Config['google']): boolean =>
  Boolean(google.clientId && google.clientSecret);
