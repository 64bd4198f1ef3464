import type { Migration } from 'kysely';
import * as accounts from './20261122T183000-accounts';
import * as questionsPractice from './20261122T190000-questions-practice';
import * as accountSecurity from './20261124T090000-account-security';
import * as refreshRotation from './20261124T120000-refresh-rotation';
import * as dictionaryCache from './20261124T130000-dictionary-cache';
import * as vocabulary from './20261124T140000-vocabulary';
import * as vocabularyReviewLog from './20261124T150000-vocabulary-review-log';
import * as chat from './20261124T160000-chat';
import * as migrationSources from './20261124T170000-migration-sources';
import * as mockTests from './20261124T180000-mock-tests';
import * as reviewClientRatingId from './20261124T220000-review-client-rating-id';
import * as dataRevision from './20261126T010000-data-revision';
import * as bankState from './20261127T010000-bank-state';
import * as mockListeningStart from './20261127T030000-mock-listening-start';
import * as mistakes from './20261128T010000-mistakes';
import * as ability from './20261128T020000-ability';
import * as definitionSource from './20261129T010000-definition-source';

/**
 * Every migration, keyed by a timestamped name (Kysely runs them in name order). Defined in
 * code rather than discovered on disk so they work the same under tsx, vitest and a bundle.
 * Add new ones below with a later timestamp; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '20261122T183000-accounts': accounts,
  '20261122T190000-questions-practice': questionsPractice,
  '20261124T090000-account-security': accountSecurity,
  '20261124T120000-refresh-rotation': refreshRotation,
  '20261124T130000-dictionary-cache': dictionaryCache,
  '20261124T140000-vocabulary': vocabulary,
  '20261124T150000-vocabulary-review-log': vocabularyReviewLog,
  '20261124T160000-chat': chat,
  '20261124T170000-migration-sources': migrationSources,
  '20261124T180000-mock-tests': mockTests,
  '20261124T220000-review-client-rating-id': reviewClientRatingId,
  '20261126T010000-data-revision': dataRevision,
  '20261127T010000-bank-state': bankState,
  '20261127T030000-mock-listening-start': mockListeningStart,
  '20261128T010000-mistakes': mistakes,
  '20261128T020000-ability': ability,
  '20261129T010000-definition-source': definitionSource,
};
