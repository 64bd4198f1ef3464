import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@toeic-ace/contract';
import { UnauthorizedError } from '../errors';

// Apart from the auth plugin (which re-exports it) because the plugin imports the auth module,
// and the auth module's own routes need this too: one file each way, no cycle.

/** The signed-in user of a route protected by app.authenticate. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/**
 * The caller's id on a public route (auth: 'optional'): a valid bearer gives it, a missing,
 * expired or forged one gives null, never a 401, since the route answers everyone.
 */
export async function optionalUserId(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    await app.authenticate(request);
    return request.user?.id ?? null;
  } catch {
    return null;
  }
}
