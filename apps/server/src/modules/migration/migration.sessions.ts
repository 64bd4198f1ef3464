import { randomUUID } from 'node:crypto';
import { isWellFormedId, migrationSessionSchema, type MigrationSession } from '@toeic-ace/contract';
import { recordPastOutcomes } from '../mistakes';
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
 * When each answer of the set was given: the set's start plus the seconds spent on the questions
 * up to and including it (the browser keeps seconds per question, not instants), never after the
 * set's end nor after `now` (a browser's clock may run ahead). Null for an unanswered question.
 */
function answerInstants(s: MigrationSession, now: Date): (string | null)[] {
  const start = Date.parse(s.startTime);
  const end = Math.min(s.endTime ? Date.parse(s.endTime) : Infinity, now.getTime());
  let seconds = 0;
  return s.questions.map((_, i) => {
    seconds += s.answerTimes?.[i] ?? 0;
    const answer = s.userAnswers?.[i];
    if (answer === null || answer === undefined) return null;
    return new Date(
      Math.max(Math.min(start + seconds * 1000, end), Math.min(start, end)),
    ).toISOString();
  });
}

/**
 * Local practice sets become the user's practice sessions, one transaction each: the set's
 * claim, its questions and the session commit together, so a crash loses no claimed set and a
 * replay stores each set once. A failure stops only its own set. A set the server already
 * holds — migrated before, or server-backed all along — is skipped.
 *
 * A finished set's answers also reach the learner's history and mistakes notebook as a live
 * completion's would (recordPastOutcomes), in the same transaction, each at the time it was
 * given (answerInstants): a miss is due from when it was made. The browser's wrong-question list
 * is derived from the same finished sets by the same rule (answered and wrong), so it adds
 * nothing but its `mastered` flag; the web sends the local question ids flagged mastered with
 * their set (`masteredQuestionIds`), and those misses are kept as attempts but stay out of the
 * notebook: the learner already said they know them.
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
        const { graded } = await importPracticeSession(trx, userId, {
          id,
          questionType: first.type,
          difficulty: first.difficulty,
          questionIds,
          answers: session.userAnswers ?? [],
          answerTimes: session.answerTimes ?? [],
          answeredAt: answerInstants(session, now),
          createdAt: session.startTime,
          completedAt: session.completed ? (session.endTime ?? session.startTime) : null,
          timeSpent: setSeconds(session),
        });
        const mastered = new Set(
          session.questions.flatMap((q, i) =>
            session.masteredQuestionIds?.includes(q.id) ? [questionIds[i]!] : [],
          ),
        );
        await recordPastOutcomes(trx, {
          userId,
          source: 'practice',
          sourceId: id,
          answers: graded.map((a) => ({ ...a, mastered: mastered.has(a.questionId) })),
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
