import { lockLearner } from '../../db/advisory-lock';
import type { Db } from '../../db/schema';

/**
 * Mock-creating transactions of one learner take turns (db/advisory-lock.ts), so two parallel
 * starts cannot both find no unfinished form.
 */
export const lockLearnerMocks = (trx: Db, userId: string) => lockLearner(trx, 'mockStart', userId);
