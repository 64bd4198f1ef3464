import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/current-user';
import { ok } from '../../plugins/envelope';
import { createAuthService } from './auth.service';
import googleRoutes from './google/google.routes';
import { cookieSigningKey } from './google/transaction-cookie';
import { createKnownDevices } from './known-device';
import { prepareDummyHash } from './passwords';
import { createProfileService } from './profile.service';
import securityRoutes from './security.routes';
import { createSecurityService } from './security.service';
import { createAuthThrottle, ThrottledError } from './throttle';

const { auth: calls } = routes;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createAuthThrottle(app.counters, app.rateLimitPolicy.throttle, app.clock);
  const secure = app.config.publicUrl.startsWith('https://');
  const devices = createKnownDevices(app.config.jwtSecret, app.clock, secure);
  const { db, clock } = app;
  const auth = createAuthService({ db, clock, throttle, jwtSecret: app.config.jwtSecret });
  const security = createSecurityService({ db, clock, throttle, auth });
  const profile = createProfileService({ db, clock });
  const limited = { rateLimit: app.rateLimitPolicy.auth };
  // Started now so an unknown e-mail's first login costs no extra hash, but not waited for: the
  // hash runs on the thread pool while the server finishes starting (a login that comes sooner
  // waits for the same promise).
  prepareDummyHash().catch((err: unknown) => app.log.error({ err }, 'dummy password hash failed'));
  // Cookies: the known-device one here (signed by known-device.ts), and the Google sign-in
  // transaction, which the plugin signs with this secret.
  await app.register(cookie, { secret: cookieSigningKey(app.config.jwtSecret) });
  await app.register(googleRoutes, { prefix: '/google', auth });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });

  route(app, calls.register, { config: limited }, async (request, reply) => {
    const result = await auth.register(request.body, request.ip);
    devices.remember(request, reply, result.user.email);
    return reply.code(201).send(ok(result));
  });

  route(app, calls.login, { config: limited }, async (request, reply) => {
    const client = devices.clientFor(request, request.body.email);
    const result = await auth.login(request.body, client);
    devices.remember(request, reply, result.user.email);
    return ok(result);
  });

  route(app, calls.refresh, async (request) =>
    ok({ tokens: await auth.refresh(request.body.refreshToken) }),
  );

  route(app, calls.logout, async (request) => {
    await auth.logout(request.body.refreshToken);
    return ok({ loggedOut: true as const });
  });

  route(app, calls.getProfile, async (request) => ok(currentUser(request)));

  route(app, calls.updateProfile, async (request) =>
    ok(await profile.update(currentUser(request), request.body)),
  );

  // Last, so these routes inherit the Retry-After hook above.
  await app.register(securityRoutes, { security, devices });
};

export default authRoutes;
