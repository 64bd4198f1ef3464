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

/** An answer that does not match its route's schema, seen under test. */
export class ContractDriftError extends Error {
  constructor(
    message: string,
    readonly issues: readonly unknown[],
  ) {
    super(`${message}: ${JSON.stringify(issues)}`);
    this.name = 'ContractDriftError';
  }
}

/**
 * Drift seen under test and not yet taken: test/setup.ts fails the test that caused it, even
 * when the screen caught the rejected call and showed an error (as it would for any failure).
 */
const drift: ContractDriftError[] = [];

/** Takes (and forgets) the drift seen since the last call. */
export const takeContractDrift = (): ContractDriftError[] => drift.splice(0);

/**
 * An answer parsed with its route's schema: fields the contract does not name are dropped. Data
 * that does not match fails under test (a stub or a server that drifted from the contract is a
 * bug there); in development it is reported and handed on as it came, so a server one release
 * ahead or behind degrades no worse than before. Development and tests only (lib/api-client.ts).
 */
export function checkResponse<R extends JsonRoute>(route: R, data: unknown): RouteOutput<R> {
  const parsed = responseSchema(route).safeParse(data);
  if (parsed.success) return parsed.data as RouteOutput<R>;
  const message = `${route.method} ${route.path}: response does not match the contract`;
  if (import.meta.env.MODE === 'test') {
    const error = new ContractDriftError(message, parsed.error.issues);
    drift.push(error);
    throw error;
  }
  console.warn(message, parsed.error.issues);
  return data as RouteOutput<R>;
}
