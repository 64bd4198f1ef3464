import type { JsonRoute, RouteOutput } from '@toeic-ace/contract';
import { contractRoute } from './contract-route';

/**
 * An answer parsed with its route's schema: fields the contract does not name are dropped, and
 * data that does not match is reported and handed on as it came, so a server one release ahead
 * or behind degrades no worse than before. Development and tests only (lib/api-client.ts).
 */
export function checkResponse<R extends JsonRoute>(route: R, data: unknown): RouteOutput<R> {
  const parsed = contractRoute(route).response.safeParse(data);
  if (parsed.success) return parsed.data as RouteOutput<R>;
  console.warn(
    `${route.method} ${route.path}: response does not match the contract`,
    parsed.error.issues,
  );
  return data as RouteOutput<R>;
}
