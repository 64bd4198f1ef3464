import { geminiHealthSchema } from '../generation';
import { healthSchema } from '../health';
import { defineRoutes } from './define';

export const healthRoutes = defineRoutes({
  get: {
    method: 'GET',
    path: '/health',
    auth: 'none',
    summary: 'Liveness, database round trip, AI provider and third-party sign-in configuration',
    description:
      '503 SERVICE_UNAVAILABLE (with Retry-After) while the database does not answer; the ' +
      'report, database "unavailable", is then the error\'s details.',
    response: healthSchema,
    errors: [503],
  },
  /** Named /health/gemini for the first provider; it reports whichever provider is configured. */
  ai: {
    method: 'GET',
    path: '/health/gemini',
    auth: 'optional',
    summary: 'AI provider reachability (cached 60 s, costs no tokens) and the AI quota',
    description: 'A valid bearer token adds the caller’s own AI usage; without one it is empty.',
    response: geminiHealthSchema,
    errors: [],
  },
});
