import type { FastifyInstance } from 'fastify';
import { MIGRATION, type MigrationImportResult } from '@toeic-ace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { SILENCE_LIMIT, whileHealthPolled } from '../../test/health-probe';
import { registerUser } from '../../test/users';
import { LARGEST_MIGRATION_CALLS as CALLS } from './migration.largest';

/**
 * The largest calls the import accepts — as many sets, words or messages as one call may carry,
 * filled up to just under its byte limit — while another client keeps asking for /api/health
 * over real HTTP: every answer is 200 and no silence lasts most of the call (a call that held
 * the event loop or the database for long would leave a gap). No answer is held to a time: a
 * busy machine slows them all (test/health-probe.ts); the slowest is printed.
 */
const LIMIT = MIGRATION.maxPerCall;

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe(`/api/health during the largest migration calls (${LIMIT.bytes} bytes)`, () => {
  for (const [name, build] of Object.entries(CALLS)) {
    it(`answers 200 all through ${name}`, async () => {
      const { tokens } = await registerUser(app);
      const body = build();
      expect(body.length).toBeGreaterThan(LIMIT.bytes * 0.97);
      const probe = await whileHealthPolled(base, async () => {
        const res = await fetch(`${base}/api/migration/import`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens.accessToken}`,
            'content-type': 'application/json',
          },
          body,
        });
        return { status: res.status, json: (await res.json()) as { data: MigrationImportResult } };
      });
      expect(probe.result.status).toBe(200);
      expect(probe.result.json.data.errorCount).toBe(0);
      expect(probe.statuses.filter((s) => s !== 200)).toEqual([]);
      expect(probe.longestSilenceShare).toBeLessThan(SILENCE_LIMIT);
      console.info(
        `${name}: ${probe.latenciesMs.length} health answers, slowest ${Math.round(Math.max(...probe.latenciesMs))} ms, longest silence ${Math.round(probe.longestSilenceShare * 100)} % of the call`,
      );
    }, 180_000);
  }
});
