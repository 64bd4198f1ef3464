import type { Db } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { attachQuestions } from './practice.attach';
import { findSession } from './practice.repository';

/**
 * What another module may do with a learner's practice session: the question generator checks
 * the session a request names before generating, and attaches what it served afterwards. The
 * practice module owns the session tables; nothing outside it queries them.
 */
export const practiceSessionLink = {
  /** 404 unless the session exists and is the caller's; 409 SESSION_COMPLETED once completed. */
  async assertOpen(db: Db, userId: string, sessionId: string): Promise<void> {
    const session = await findSession(db, userId, sessionId);
    if (!session) throw new NotFoundError('Practice session not found');
    if (session.completed_at) throw new ConflictError('SESSION_COMPLETED', 'Session is completed');
  },
  attach: attachQuestions,
};
