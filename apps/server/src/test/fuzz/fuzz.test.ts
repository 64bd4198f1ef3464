import { expect, it } from 'vitest';
import { routesOf } from './openapi-routes';
import { runFuzz } from './run-fuzz';
import { buildTestApp } from '../app';

/** A fixed seed keeps CI reproducible; `npm run fuzz -- --runs 50000 --seed N` explores more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);

it('reads every route the app declares from its OpenAPI document', async () => {
  const app = await buildTestApp();
  try {
    const routes = routesOf(app.swagger());
    const declared = app.printRoutes({ commonPrefix: false });
    for (const path of ['/api/auth/login', '/api/practice/sessions/{id}/answers']) {
      expect(routes.map((r) => r.path)).toContain(path);
    }
    expect(declared).toContain('login');
    expect(routes.find((r) => r.path === '/api/practice/sessions/{id}')?.pathParams).toEqual([
      'id',
    ]);
  } finally {
    await app.close();
  }
});

it(`keeps its properties over ${RUNS} hostile requests`, { timeout: 600_000 }, async () => {
  const stats = await runFuzz({ runs: RUNS, seed: 20_261_124 });
  expect(stats.requests).toBe(RUNS);
  console.log(`fuzz: ${JSON.stringify(stats)}`);
});
