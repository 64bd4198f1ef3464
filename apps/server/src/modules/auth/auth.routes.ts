import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  envelope,
  loginRequestSchema,
  logoutRequestSchema,
  logoutResultSchema,
  refreshRequestSchema,
  refreshResultSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from '@toeic-ace/contract';
import { currentUser } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createAuthService } from './auth.service';
import googleRoutes from './google/google.routes';
import { cookieSigningKey } from './google/transaction-cookie';
import { createKnownDevices } from './known-device';
import { prepareDummyHash } from './passwords';
import { createProfileService } from './profile.service';
import securityRoutes from './security.routes';
import { createSecurityService } from './security.service';
import { createAuthThrottle, ThrottledError } from './throttle';

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createAuthThrottle(app.counters, app.rateLimitPolicy.throttle, app.clock);
  const secure = app.config.publicUrl.startsWith('https://');
  const devices = createKnownDevices(app.config.jwtSecret, app.clock, secure);
  const deps = { db: app.db, clock: app.clock, throttle };
  const auth = createAuthService({ ...deps, jwtSecret: app.config.jwtSecret });
  const security = createSecurityService({ ...deps, auth });
  const profile = createProfileService(deps);
  const limited = { rateLimit: app.rateLimitPolicy.auth };
  // Before the first request, so an unknown e-mail's first login costs no extra hash.
  await prepareDummyHash();
  // Cookies: the known-device one here (signed by known-device.ts), and the Google sign-in
  // transaction, which the plugin signs with this secret.
  await app.register(cookie, { secret: cookieSigningKey(app.config.jwtSecret) });
  await app.register(googleRoutes, { prefix: '/google', auth });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });

  app.post(
    '/register',
    {
      config: limited,
      schema: {
        tags,
        body: registerRequestSchema,
        response: { 201: envelope(authResultSchema), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, request.ip);
      devices.remember(request, reply, result.user.email);
      return reply.code(201).send(ok(result));
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags,
        body: loginRequestSchema,
        description:
          'An unknown e-mail and a wrong password get the same 401. A success sets the ' +
          'httpOnly known-device cookie. 429 with Retry-After: after 5 tries at one account ' +
          'from one client in 15 minutes; while the account is slowed down after 10 tries a ' +
          'day from clients it does not know (1 s, 2 s, 4 s … up to 15 minutes between tries); ' +
          'after 200 failures from one IP in 15 minutes. A browser carrying the account’s ' +
          'known-device cookie is spared the last two.',
        response: { 200: envelope(authResultSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const client = devices.clientFor(request, request.body.email);
      const result = await auth.login(request.body, client);
      devices.remember(request, reply, result.user.email);
      return ok(result);
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        description: 'Rotates the pair; presenting an already-used token revokes its family.',
        body: refreshRequestSchema,
        response: { 200: envelope(refreshResultSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok({ tokens: await auth.refresh(request.body.refreshToken) }),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        description: 'Revokes the refresh token and its family. Needs no access token.',
        body: logoutRequestSchema,
        response: { 200: envelope(logoutResultSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      await auth.logout(request.body.refreshToken);
      return ok({ loggedOut: true as const });
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        response: { 200: envelope(userSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(currentUser(request)),
  );

  app.put(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        description:
          'Partial update; practiceSettings merges key by key; unknown keys are rejected.',
        body: updateProfileRequestSchema,
        response: { 200: envelope(userSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await profile.update(currentUser(request), request.body)),
  );

  // Last, so these routes inherit the Retry-After hook above.
  await app.register(securityRoutes, { security, devices });
};

export default authRoutes;
