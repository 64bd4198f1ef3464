import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@toeic-ace/contract';
import { UnauthorizedError } from '../errors';
import { bearerToken, jwtKey, userOfAccessToken, verifyAccessToken } from '../modules/auth';

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
    const { userId, tokenVersion } = await verifyAccessToken(key, token, app.clock());
    // The row is loaded anyway, so checking that no session-ending event came after the token
    // costs nothing.
    const user = await userOfAccessToken(app.db, userId, tokenVersion);
    if (!user) throw new UnauthorizedError();
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
