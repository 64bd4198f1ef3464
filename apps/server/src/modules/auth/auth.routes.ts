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
import { updateProfile } from './users';

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({ db: app.db, jwtSecret: app.config.jwtSecret, clock: app.clock });
  const limited = { rateLimit: app.rateLimitPolicy.auth };

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
    async (request, reply) => reply.code(201).send(ok(await auth.register(request.body))),
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags,
        body: loginRequestSchema,
        response: { 200: envelope(authResultSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ok(await auth.login(request.body)),
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
    async (request) =>
      ok(await updateProfile(app.db, currentUser(request), request.body, app.clock())),
  );
};

export default authRoutes;
