import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSecuritySchema,
  changePasswordRequestSchema,
  changePasswordResultSchema,
  envelope,
  logoutAllResultSchema,
} from '@toeic-ace/contract';
import { currentUser } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import type { createKnownDevices } from './known-device';
import type { createSecurityService } from './security.service';

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

type SecurityService = ReturnType<typeof createSecurityService>;
type KnownDevices = ReturnType<typeof createKnownDevices>;

/** The signed-in user's account protection: sign-in methods, password change, log out everywhere. */
const securityRoutes: FastifyPluginAsyncZod<{
  security: SecurityService;
  devices: KnownDevices;
}> = async (app, { security, devices }) => {
  const limited = { rateLimit: app.rateLimitPolicy.auth };

  app.get(
    '/security',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        description: 'Whether the account has a password, and its linked sign-in providers.',
        response: { 200: envelope(accountSecuritySchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await security.describe(currentUser(request))),
  );

  app.put(
    '/password',
    {
      onRequest: app.authenticate,
      config: limited,
      schema: {
        tags,
        security: bearer,
        description:
          'Needs the current password (400 INVALID_CURRENT_PASSWORD; 400 PASSWORD_NOT_SET for ' +
          'Google-only accounts) and the caller’s refresh token, which stays valid. Every other ' +
          'session ends: their refresh and access tokens are refused from now on. Returns the ' +
          'caller’s new access token with the same refresh token.',
        body: changePasswordRequestSchema,
        response: {
          200: envelope(changePasswordResultSchema),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const client = devices.clientFor(request, user.email);
      return ok(await security.changePassword(user, request.body, client));
    },
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        description: 'Ends every session of the user: all refresh tokens and access tokens.',
        response: { 200: envelope(logoutAllResultSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      await security.logoutAll(currentUser(request));
      return ok({ loggedOut: true as const });
    },
  );
};

export default securityRoutes;
