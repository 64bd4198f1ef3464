import {
  mistakeDetailSchema,
  mistakeListSchema,
  mistakeParamsSchema,
  mistakeSummarySchema,
  mistakesQuerySchema,
} from '../mistakes';
import { defineRoutes } from './define';

/** The caller's mistakes notebook; another learner's question answers 404. */
export const mistakeRoutes = defineRoutes({
  listMistakes: {
    method: 'GET',
    path: '/mistakes',
    auth: 'required',
    description:
      'Newest due first, MISTAKES.pageSize a page; due=true|false and part=1–7 filter; ' +
      '`total` counts every item the filters match.',
    query: mistakesQuerySchema,
    response: mistakeListSchema,
    errors: [400, 401],
  },
  mistakeSummary: {
    method: 'GET',
    path: '/mistakes/summary',
    auth: 'required',
    description: 'Due and total counts, overall and per part.',
    response: mistakeSummarySchema,
    errors: [401],
  },
  getMistake: {
    method: 'GET',
    path: '/mistakes/:questionId',
    auth: 'required',
    description: 'The item and its attempts, newest first. 404 unless it is in the caller’s list.',
    params: mistakeParamsSchema,
    response: mistakeDetailSchema,
    errors: [401, 404],
  },
  removeMistake: {
    method: 'DELETE',
    path: '/mistakes/:questionId',
    auth: 'required',
    kind: 'empty',
    description:
      'Takes the question out of the caller’s notebook: 204, no body. Its attempts stay in the ' +
      'history, and a later miss brings it back as a new entry. 404 unless it is in the ' +
      'caller’s list.',
    params: mistakeParamsSchema,
    errors: [401, 404],
  },
});
