import { randomUUID } from 'node:crypto';
import { isWellFormedId, migrationSessionSchema, type MigrationSession } from '@toeic-ace/contract';
import { importPracticeSession, ownsSession } from '../practice';
import { storeImportedQuestions } from '../questions';
import type { MigrationContext } from './migration.context';
import { claimSources, knownSources, releaseSources } from './migration.repository';

/** Seconds of a finished set: what it recorded, else its answers' times added up. */
const setSeconds = (s: MigrationSession) =>
  s.timeSpent ?? (s.answerTimes ?? []).reduce((sum, t) => sum + t, 0);

/**
 * Local practice sets become the user's practice sessions, one at a time (a failure stops only
 * its own set). A set the server already holds — migrated before, or server-backed all along —
 * is skipped.
 */
export async function migrateSessions(ctx: MigrationContext, raw: readonly unknown[]) {
  const { db, userId, now, report } = ctx;
  const known = await knownSources(db, userId, 'session');
  for (const [index, candidate] of raw.entries()) {
    const parsed = migrationSessionSchema.safeParse(candidate);
    if (!parsed.success) {
      report.invalid('session', index, parsed.error, candidate);
      continue;
    }
    const session = parsed.data;
    const serverId = session.serverSessionId;
    if (
      known.has(session.id) ||
      (serverId && isWellFormedId(serverId) && (await ownsSession(db, userId, serverId)))
    ) {
      report.skip('session');
      continue;
    }
    const id = randomUUID();
    const claimed = await claimSources(
      db,
      userId,
      'session',
      [{ sourceId: session.id, targetId: id }],
      now.toISOString(),
    );
    known.set(session.id, id);
    if (!claimed.has(session.id)) {
      report.skip('session');
      continue;
    }
    try {
      const questionIds = await storeImportedQuestions(db, userId, session.questions, now);
      const first = session.questions[0]!;
      await importPracticeSession(db, userId, {
        id,
        questionType: first.type,
        difficulty: first.difficulty,
        questionIds,
        answers: session.userAnswers ?? [],
        answerTimes: session.answerTimes ?? [],
        createdAt: session.startTime,
        completedAt: session.completed ? (session.endTime ?? session.startTime) : null,
        timeSpent: setSeconds(session),
      });
      report.imported('session');
    } catch (error) {
      await releaseSources(db, userId, 'session', [session.id]);
      report.fail('session', index, 'could not be stored', session.id);
      ctx.log(error, 'session', index);
    }
  }
}
