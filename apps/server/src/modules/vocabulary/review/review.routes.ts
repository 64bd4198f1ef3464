import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@toeic-ace/contract';
import { route } from '../../../http/route';
import { currentUser } from '../../../plugins/auth';
import { ok } from '../../../plugins/envelope';
import { createReviewService } from './review.service';

const { vocabulary: calls } = routes;

/** Flashcard review; registered inside the vocabulary routes, below their prefix. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewService({ db: app.db, clock: app.clock });

  route(app, calls.listDueReviews, async (request) =>
    ok(await reviews.dueList(currentUser(request), request.query)),
  );

  route(app, calls.reviewWord, async (request) =>
    ok(await reviews.rate(currentUser(request), request.params.id, request.body)),
  );
};

export default reviewRoutes;
