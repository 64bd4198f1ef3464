import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';

/** POST /vocabulary/definition: thin; the rules live in dictionary.service.ts. */
const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, routes.dictionary.definition, async (request) => {
    const { word, language, refresh } = request.body;
    const userId = currentUser(request).id;
    return ok(await app.dictionary.lookupDefinition({ word, language, refresh, userId }));
  });
};

export default dictionaryRoutes;
