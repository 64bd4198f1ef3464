import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@toeic-ace/contract';
import { UnauthorizedError } from '../errors';
import { bearerToken, jwtKey, verifyAccessToken } from '../modules/auth/tokens';
import { loadUser } from '../modules/auth/users';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for protected routes: `{ onRequest: app.authenticate }`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; read it through currentUser(). */
    user: User | null;
  }
}

/** The signed-in user of a route protected by app.authenticate. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

async function authPlugin(app: FastifyInstance) {
  const key = await jwtKey(app.config.jwtSecret);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedError();
    const userId = await verifyAccessToken(key, token, app.clock());
    // A valid signature is not enough: the account may have been deleted since.
    const user = await loadUser(app.db, userId);
    if (!user) throw new UnauthorizedError();
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
