import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createAuthService } from './auth.service';
import googleRoutes from './google/google.routes';
import { prepareDummyHash } from './passwords';
import { createSecurityService } from './security.service';
import { createAuthThrottle, ThrottledError } from './throttle';
import { updateProfile } from './users';

const { auth: calls } = routes;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createAuthThrottle(app.counters, app.rateLimitPolicy.throttle);
  const deps = { db: app.db, clock: app.clock, throttle };
  const auth = createAuthService({ ...deps, jwtSecret: app.config.jwtSecret });
  const security = createSecurityService({ ...deps, auth });
  const limited = { rateLimit: app.rateLimitPolicy.auth };
  // Before the first request, so an unknown e-mail's first login costs no extra hash.
  await prepareDummyHash();
  await app.register(googleRoutes, { prefix: '/google', auth });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });

  route(app, calls.register, { config: limited }, async (request, reply) =>
    reply.code(201).send(ok(await auth.register(request.body, request.ip))),
  );

  route(app, calls.login, { config: limited }, async (request) =>
    ok(await auth.login(request.body, request.ip)),
  );

  route(app, calls.refresh, async (request) =>
    ok({ tokens: await auth.refresh(request.body.refreshToken) }),
  );

  route(app, calls.logout, async (request) => {
    await auth.logout(request.body.refreshToken);
    return ok({ loggedOut: true as const });
  });

  route(app, calls.getProfile, async (request) => ok(currentUser(request)));

  route(app, calls.updateProfile, async (request) =>
    ok(await updateProfile(app.db, currentUser(request), request.body, app.clock())),
  );

  route(app, calls.getSecurity, async (request) =>
    ok(await security.describe(currentUser(request))),
  );

  route(app, calls.changePassword, { config: limited }, async (request) =>
    ok(await security.changePassword(currentUser(request), request.body, request.ip)),
  );

  route(app, calls.logoutAll, async (request) => {
    await security.logoutAll(currentUser(request));
    return ok({ loggedOut: true as const });
  });
};

export default authRoutes;
