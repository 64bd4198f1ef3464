import { allRoutes, type ApiRoute } from '@toeic-ace/contract';

const byCall = new Map(allRoutes.map((route) => [`${route.method} ${route.path}`, route]));

/**
 * The contract's own entry (with its schemas) for a route of the client's table (lib/routes.ts,
 * which has none). An entry that already carries its schemas — a test's own route — is its own.
 * Imported only by code that reads schemas, which therefore loads zod in a chunk of its own.
 */
export function contractRoute<R extends ApiRoute>(route: R): R {
  if ('response' in route || 'events' in route) return route;
  const entry = byCall.get(`${route.method} ${route.path}`);
  if (!entry) throw new Error(`${route.method} ${route.path} is not in the contract`);
  return entry as R;
}
