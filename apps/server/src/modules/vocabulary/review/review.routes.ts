import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  reviewListQuerySchema,
  reviewListSchema,
  reviewRequestSchema,
  vocabularyWordSchema,
  wordIdParamsSchema,
} from '@toeic-ace/contract';
import { currentUser } from '../../../plugins/auth';
import { errorResponses, ok } from '../../../plugins/envelope';
import { createReviewService } from './review.service';

const tags = ['vocabulary'];
const security = [{ bearerAuth: [] }];

/** Flashcard review; registered inside the vocabulary routes, so it shares their login check. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewService({ db: app.db, clock: app.clock });

  app.get(
    '/review',
    {
      schema: {
        tags,
        security,
        description:
          'Due words (never reviewed, or past their next review date): unreviewed first, then the longest waiting.',
        querystring: reviewListQuerySchema,
        response: { 200: envelope(reviewListSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ok(await reviews.dueList(currentUser(request), request.query)),
  );

  app.post(
    '/words/:id/review',
    {
      schema: {
        tags,
        security,
        description:
          'Rates a card (easy → FSRS Easy, normal → Good, again → Again) and answers the rescheduled word.',
        params: wordIdParamsSchema,
        body: reviewRequestSchema,
        response: { 200: envelope(vocabularyWordSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await reviews.rate(currentUser(request), request.params.id, request.body)),
  );
};

export default reviewRoutes;
