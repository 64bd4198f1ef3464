// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- answer checks in development and tests only, loaded by import() from api-client.ts
import { allRoutes, type JsonRoute, type RouteOutput } from '@toeic-ace/contract';

const byCall = new Map(allRoutes.map((route) => [`${route.method} ${route.path}`, route]));

/**
 * The schema of a route's answer: the contract's own entry's, since lib/routes.ts entries carry
 * none (an entry that has one, such as a test's own route, is used as it is).
 */
function responseSchema({ method, path, response }: JsonRoute): JsonRoute['response'] {
  if (response) return response;
  const entry = byCall.get(`${method} ${path}`) as JsonRoute | undefined;
  if (!entry) throw new Error(`${method} ${path} is not in the contract`);
  return entry.response;
}

/**
 * An answer parsed with its route's schema: fields the contract does not name are dropped, and
 * data that does not match is reported and handed on as it came, so a server one release ahead
 * or behind degrades no worse than before. Development and tests only (lib/api-client.ts).
 */
export function checkResponse<R extends JsonRoute>(route: R, data: unknown): RouteOutput<R> {
  const parsed = responseSchema(route).safeParse(data);
  if (parsed.success) return parsed.data as RouteOutput<R>;
  console.warn(
    `${route.method} ${route.path}: response does not match the contract`,
    parsed.error.issues,
  );
  return data as RouteOutput<R>;
}
