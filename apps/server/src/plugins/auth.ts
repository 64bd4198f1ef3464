import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@toeic-ace/contract';
import { UnauthorizedError } from '../errors';
import {
  accessTokenVerifier,
  bearerToken,
  jwtKey,
  userOfAccessToken,
  type AccessClaims,
} from '../modules/auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for protected routes: `{ onRequest: app.authenticate }`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * The verified claims of the request's bearer token, or the 401 it earns; null without a
     * token. Checked once per request (the rate limiter keys on it before the route runs).
     */
    accessClaims: (request: FastifyRequest) => AccessClaims | UnauthorizedError | null;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; read it through currentUser(). */
    user: User | null;
    /**
     * Set by app.authenticate with the user: the user's data revision when the row was read
     * (bumped by the database on every change to their words, sessions and answers). Null until
     * then. Not part of User, so it never reaches a response.
     */
    dataRevision: number | null;
    /** app.accessClaims' answer for this request, once asked (undefined before). */
    accessClaimsOutcome: AccessClaims | UnauthorizedError | null | undefined;
  }
}

export { currentUser, optionalUserId } from './current-user';

async function authPlugin(app: FastifyInstance) {
  const verify = accessTokenVerifier(jwtKey(app.config.jwtSecret));
  app.decorateRequest('user', null);
  app.decorateRequest('dataRevision', null);
  app.decorateRequest('accessClaimsOutcome', undefined);

  app.decorate('accessClaims', (request: FastifyRequest) => {
    const known = request.accessClaimsOutcome;
    if (known !== undefined) return known;
    const token = bearerToken(request.headers.authorization);
    let outcome: AccessClaims | UnauthorizedError | null = null;
    if (token) {
      try {
        outcome = verify(token, app.clock());
      } catch (err) {
        if (!(err instanceof UnauthorizedError)) throw err;
        outcome = err;
      }
    }
    request.accessClaimsOutcome = outcome;
    return outcome;
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = app.accessClaims(request);
    if (claims === null) throw new UnauthorizedError();
    if (claims instanceof UnauthorizedError) throw claims;
    // The row is loaded anyway, so checking that no session-ending event came after the token
    // costs nothing.
    const signedIn = await userOfAccessToken(app.db, claims.userId, claims.tokenVersion);
    if (!signedIn) throw new UnauthorizedError();
    request.user = signedIn.user;
    request.dataRevision = signedIn.dataRevision;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
