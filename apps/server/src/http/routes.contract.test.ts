import { allRoutes, API_PREFIX } from '@toeic-ace/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PREFIX } from '../plugins/swagger';
import { buildTestApp } from '../test/app';
import { registeredRoutes } from './registered-routes';

const key = (method: string, url: string) => `${method} ${url}`;

/** The API routes the app answers, minus the generated documentation pages. */
function apiRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter(({ url }) => url.startsWith(`${API_PREFIX}/`) && !url.startsWith(DOCS_PREFIX))
    .map(({ method, url }) => key(method, url));
}

const table = allRoutes.map((r) => key(r.method, `${API_PREFIX}${r.path}`));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the contract route table and the server', () => {
  it('names each method and path once', () => {
    expect(new Set(table).size).toBe(table.length);
  });

  it('is exactly what the server registers: every entry once, and nothing else', () => {
    const served = apiRoutes(app);
    expect([...served].sort()).toEqual([...table].sort());
  });

  it('notices a route registered beside the table', async () => {
    const extra = await buildTestApp({ ready: false });
    try {
      extra.get('/api/practice/unlisted', async () => ({ success: true, data: null }));
      await extra.ready();
      const served = apiRoutes(extra);
      expect(served).toContain('GET /api/practice/unlisted');
      expect(served.filter((r) => !table.includes(r))).toEqual(['GET /api/practice/unlisted']);
    } finally {
      await extra.close();
    }
  });
});
