import { randomUUID } from 'node:crypto';
import { isWellFormedId, migrationSessionSchema, type MigrationSession } from '@toeic-ace/contract';
import { importPracticeSession, ownsSession } from '../practice';
import { storeImportedQuestions } from '../questions';
import type { MigrationContext } from './migration.context';
import { withSafeQuestionLinks } from './migration.links';
import { claimSources, knownSources } from './migration.repository';
import { inTransaction } from './migration.write';

/** Seconds of a finished set: what it recorded, else its answers' times added up. */
const setSeconds = (s: MigrationSession) =>
  s.timeSpent ?? (s.answerTimes ?? []).reduce((sum, t) => sum + t, 0);

/**
 * Local practice sets become the user's practice sessions, one transaction each: the set's
 * claim, its questions and the session commit together, so a crash loses no claimed set and a
 * replay stores each set once. A failure stops only its own set. A set the server already
 * holds — migrated before, or server-backed all along — is skipped.
 */
export async function migrateSessions(ctx: MigrationContext, raw: readonly unknown[]) {
  const { db, userId, now, report } = ctx;
  const known = await knownSources(db, userId, 'session');
  for (const [index, candidate] of raw.entries()) {
    await ctx.pause();
    const parsed = migrationSessionSchema.safeParse(candidate);
    if (!parsed.success) {
      report.invalid('session', index, parsed.error, candidate);
      continue;
    }
    const { session, dropped } = withSafeQuestionLinks(parsed.data);
    const serverId = session.serverSessionId;
    if (
      known.has(session.id) ||
      (serverId && isWellFormedId(serverId) && (await ownsSession(db, userId, serverId)))
    ) {
      report.skip('session');
      continue;
    }
    const id = randomUUID();
    known.set(session.id, id);
    try {
      const stored = await inTransaction(ctx, 'session', async (trx) => {
        const claim = [{ sourceId: session.id, targetId: id }];
        const claimed = await claimSources(trx, userId, 'session', claim, now.toISOString());
        // Claimed by a run at the same time (another tab): that run stores it.
        if (!claimed.has(session.id)) return false;
        const questionIds = await storeImportedQuestions(trx, userId, session.questions, now);
        const first = session.questions[0]!;
        await importPracticeSession(trx, userId, {
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
        return true;
      });
      if (!stored) {
        report.skip('session');
        continue;
      }
      report.imported('session');
      for (const field of dropped) report.dropLink('session', index, field, session.id);
    } catch (error) {
      report.fail('session', index, 'notStored', session.id);
      ctx.log(error, 'session', index);
    }
  }
}
