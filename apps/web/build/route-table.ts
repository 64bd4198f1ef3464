import type { Plugin } from 'vite';

const ID = 'virtual:route-table';
const RESOLVED = `\0${ID}`;

/** A zod schema, whichever API built it (zod 4 keeps its internals under `_zod`). */
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/**
 * What the client reads of a route to make the call (lib/api-client.ts, lib/api-stream.ts):
 * its method, path and auth, whether it may be repeated, its kind and what it answers. The
 * rest — descriptions, error lists, schemas — is for the server and its OpenAPI document.
 */
const CLIENT_FIELDS = new Set([
  'method',
  'path',
  'auth',
  'idempotent',
  'kind',
  'status',
  'contentTypes',
]);

/** A route entry as the client needs it: plain data, no schemas, no documentation. */
export function routeMeta(route: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(route).filter(([key, value]) => CLIENT_FIELDS.has(key) && !isSchema(value)),
  );
}

/** The contract's route table, each area's calls as the client needs them. */
async function clientTable() {
  // The contract is TypeScript: loaded through tsx, as the server's tools load it.
  const { tsImport } = await import('tsx/esm/api');
  const contract = (await tsImport('@toeic-ace/contract', import.meta.url)) as {
    routes: Record<string, Record<string, Record<string, unknown>>>;
  };
  return Object.fromEntries(
    Object.entries(contract.routes).map(([area, calls]) => [
      area,
      Object.fromEntries(Object.entries(calls).map(([name, route]) => [name, routeMeta(route)])),
    ]),
  );
}

/**
 * `virtual:route-table`: the contract's route table without its zod schemas. The web client
 * needs each call's method, path and auth to make it, and the schemas only to check answers in
 * development (lib/response-check.ts) and to read streamed events (their own chunks). Importing
 * the contract's table itself would bring zod and every schema into the first load of every page
 * (≈ 35 KB gzip). Each area (`auth`, `vocabulary`, …) is a module of its own,
 * `virtual:route-table/<area>`, re-exported by name: `routes.vocabulary.addWord` then brings only
 * the vocabulary calls into the chunk that makes it, and the shell carries only the areas it
 * calls itself.
 */
export function routeTable(): Plugin {
  let table: Promise<Record<string, unknown>> | undefined;
  return {
    name: 'toeic-ace-route-table',
    resolveId: (id) => (id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : undefined),
    async load(id) {
      if (id !== RESOLVED && !id.startsWith(`${RESOLVED}/`)) return undefined;
      table ??= clientTable();
      const areas = await table;
      if (id === RESOLVED) {
        return Object.keys(areas)
          .map((area) => `export { default as ${area} } from '${ID}/${area}';`)
          .join('\n');
      }
      return `export default ${JSON.stringify(areas[id.slice(RESOLVED.length + 1)])};`;
    },
  };
}
