import { expect, it } from 'vitest';
import { buildTestApp } from '../app';
import { routesOf } from './openapi-routes';
import { runFuzz, violation, type Answer } from './run-fuzz';

/** A fixed seed keeps CI reproducible; `npm run fuzz -- --runs 50000 --seed N` explores more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);

it('reads every route the app declares from its OpenAPI document', async () => {
  const app = await buildTestApp();
  try {
    const routes = routesOf(app.swagger());
    // The migration import among them: its hostile bodies meet the same checks (413 included).
    for (const path of [
      '/api/auth/login',
      '/api/practice/sessions/{id}/answers',
      '/api/migration/import',
    ]) {
      expect(routes.map((r) => r.path)).toContain(path);
    }
    // Each entry is a route the app really serves, its parameters in Fastify's notation.
    for (const route of routes) {
      const url = route.path.replace(/\{(\w+)\}/g, ':$1');
      expect(app.hasRoute({ method: route.method as 'GET', url }), url).toBe(true);
    }
    expect(routes.find((r) => r.path === '/api/practice/sessions/{id}')?.pathParams).toEqual([
      'id',
    ]);
    // A 204 route (no body) is fuzzed like the others, with the notebook's question ids.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(
      'DELETE /api/mistakes/{questionId}',
    );
    expect(routes.find((r) => r.path === '/api/auth/login')?.body?.required).toEqual([
      'email',
      'password',
    ]);
    // A 204 passes only empty (a random run may never remove one of its own mistakes).
    const req = { method: 'DELETE', path: '/api/mistakes/x', headers: {} };
    const noContent = (bytes: number): Answer => ({
      status: 204,
      headers: { ...app.securityHeaders },
      bytes,
      text: 'x'.repeat(bytes),
      millis: 5,
      cpuMillis: 5,
    });
    expect(violation(app, req, noContent(0))).toBeNull();
    expect(violation(app, req, noContent(2))).toBe('a 204 with 2 bytes');
    // Time is judged by the CPU an answer cost, not by the wall clock a loaded machine stretches.
    expect(violation(app, req, { ...noContent(0), millis: 10_000 })).toBeNull();
    expect(violation(app, req, { ...noContent(0), cpuMillis: 3_500 })).toBe('took 3500 ms of CPU');
  } finally {
    await app.close();
  }
});

it(`keeps its properties over ${RUNS} hostile requests`, { timeout: 600_000 }, async () => {
  const stats = await runFuzz({ runs: RUNS, seed: 20_261_124 });
  expect(stats.requests).toBe(RUNS);
  console.log(`fuzz: ${JSON.stringify(stats)}`);
});
