import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { createAbilityService } from './ability.service';

/** The caller's ability estimate; needs login. */
const abilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ability = createAbilityService({ db: app.db });
  route(app, routes.ability.getAbility, async (request) =>
    ok(await ability.get(currentUser(request))),
  );
};

export default abilityRoutes;
