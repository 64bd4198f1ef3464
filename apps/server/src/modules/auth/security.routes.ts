import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/current-user';
import { ok } from '../../plugins/envelope';
import type { createKnownDevices } from './known-device';
import type { createSecurityService } from './security.service';

const { auth: calls } = routes;

type SecurityService = ReturnType<typeof createSecurityService>;
type KnownDevices = ReturnType<typeof createKnownDevices>;

/** The signed-in user's account protection: sign-in methods, password change, log out everywhere. */
const securityRoutes: FastifyPluginAsyncZod<{
  security: SecurityService;
  devices: KnownDevices;
}> = async (app, { security, devices }) => {
  const limited = { rateLimit: app.rateLimitPolicy.auth };

  route(app, calls.getSecurity, async (request) =>
    ok(await security.describe(currentUser(request))),
  );

  route(app, calls.changePassword, { config: limited }, async (request) => {
    const user = currentUser(request);
    const client = devices.clientFor(request, user.email);
    return ok(await security.changePassword(user, request.body, client));
  });

  route(app, calls.logoutAll, async (request) => {
    await security.logoutAll(currentUser(request));
    return ok({ loggedOut: true as const });
  });
};

export default securityRoutes;
