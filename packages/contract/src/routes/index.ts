import { abilityRoutes } from './ability';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { clientErrorRoutes } from './client-errors';
import type { ApiRoute } from './define';
import { dictionaryRoutes } from './dictionary';
import { healthRoutes } from './health';
import { migrationRoutes } from './migration';
import { mistakeRoutes } from './mistakes';
import { mockTestRoutes } from './mock-tests';
import { practiceRoutes } from './practice';
import { questionRoutes } from './questions';
import { vocabularyRoutes } from './vocabulary';

export * from './define';
export {
  abilityRoutes,
  authRoutes,
  chatRoutes,
  clientErrorRoutes,
  dictionaryRoutes,
  healthRoutes,
  migrationRoutes,
  mistakeRoutes,
  mockTestRoutes,
  practiceRoutes,
  questionRoutes,
  vocabularyRoutes,
};

/**
 * Every call of the API, by feature. The server registers each entry once (a test checks both
 * directions), and the web calls each through its typed client.
 */
export const routes = {
  health: healthRoutes,
  auth: authRoutes,
  practice: practiceRoutes,
  questions: questionRoutes,
  dictionary: dictionaryRoutes,
  chat: chatRoutes,
  vocabulary: vocabularyRoutes,
  migration: migrationRoutes,
  clientErrors: clientErrorRoutes,
  mockTests: mockTestRoutes,
  mistakes: mistakeRoutes,
  ability: abilityRoutes,
};

export const allRoutes: ApiRoute[] = Object.values(routes).flatMap((area) =>
  Object.values<ApiRoute>(area),
);
