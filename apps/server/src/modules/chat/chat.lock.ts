import { lockLearner } from '../../db/advisory-lock';
import type { Db } from '../../db/schema';

/**
 * Session-creating transactions of one learner take turns (db/advisory-lock.ts), so two of them
 * cannot both count the last free place (or both miss the same empty session). Take it first in
 * the transaction, before reading the count.
 */
export const lockLearnerSessions = (trx: Db, userId: string) =>
  lockLearner(trx, 'chatSessions', userId);
