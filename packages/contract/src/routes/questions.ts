import {
  generateQuestionsRequestSchema,
  generateQuestionsResponseSchema,
  generationDoneEventSchema,
  generationErrorEventSchema,
} from '../generation';
import { questionSchema } from '../question';
import { defineRoutes } from './define';

const errors = [400, 401, 404, 409, 429, 503] as const;

export const questionRoutes = defineRoutes({
  generate: {
    method: 'POST',
    path: '/questions/generate',
    auth: 'required',
    summary: 'A practice set: unseen pool questions, then AI questions, else the bank',
    body: generateQuestionsRequestSchema,
    response: generateQuestionsResponseSchema,
    errors,
  },
  generateStream: {
    kind: 'stream',
    method: 'POST',
    path: '/questions/generate/stream',
    auth: 'required',
    summary: 'The same set as server-sent events',
    description:
      'text/event-stream: `event: question` (data: a Question) per question as soon as it ' +
      'exists, then `event: done` (data: {count, source}); `event: error` (data: {code, ' +
      'message, retryAfterSeconds?}) only when nothing could be served. Errors before the ' +
      'stream starts (400, 401, 404, 409, 429) use the JSON envelope.',
    body: generateQuestionsRequestSchema,
    events: {
      question: questionSchema,
      done: generationDoneEventSchema,
      error: generationErrorEventSchema,
    },
    errors,
  },
});
