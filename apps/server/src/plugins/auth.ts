import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@toeic-ace/contract';
import { UnauthorizedError } from '../errors';
import { findUserById } from '../modules/auth/auth.repository';
import { bearerToken, jwtKey, verifyAccessToken } from '../modules/auth/tokens';
import { toUser } from '../modules/auth/users';

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
    // A valid signature is not enough: the account may have been deleted since, or every
    // session ended (password change, log out everywhere) after this token was issued. The row
    // is loaded anyway, so the version check costs nothing.
    const row = await findUserById(app.db, userId);
    if (!row || row.token_version !== tokenVersion) throw new UnauthorizedError();
    request.user = toUser(row);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
