import type { FastifyRequest } from 'fastify';
import type { User } from '@toeic-ace/contract';
import { UnauthorizedError } from '../errors';

// Apart from the auth plugin (which re-exports it) because the plugin imports the auth module,
// and the auth module's own routes need this too: one file each way, no cycle.

/** The signed-in user of a route protected by app.authenticate. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
