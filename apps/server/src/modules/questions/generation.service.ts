import {
  partByKey,
  type GenerateQuestionsRequest,
  type GenerateQuestionsResponse,
  type Question,
} from '@toeic-ace/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AiProviderError, RetryLaterError, type AiProvider } from '../../ai';
import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import { generateSlice, problemCode } from './ai-generator';
import { seedBank, type BankSeedResult } from './bank-seed';
import type { Candidate } from './candidate';
import { draw, keepGroupsTogether, levelsByDistance, type DrawRequest } from './pool';
import type { StoredQuestion } from './question-record';
import { storeAccepted } from './pool-store';
import { Serving } from './serving';
import { acceptAll, providerVerifier } from './verifier';

/**
 * The practice sessions a generate request may name. The practice module owns them; the app
 * wires its implementation in, so this module never reaches into practice's tables.
 */
export interface SessionLink {
  /** Throws 404 unless the session is the caller's, 409 SESSION_COMPLETED when completed. */
  assertOpen(db: Db, userId: string, sessionId: string): Promise<void>;
  /**
   * Appends the served questions to the session, in order, skipping ids it already holds and
   * never past the session's size; returns the ids it attached.
   */
  attach(
    db: Db,
    userId: string,
    sessionId: string,
    questionIds: readonly string[],
  ): Promise<string[]>;
}

export interface EngineDeps {
  db: Db;
  sessions: SessionLink;
  provider: AiProvider | null;
  /** Answer-key verification of generated questions (on by default with a provider). */
  verifyAnswers: boolean;
  clock: () => Date;
  random?: () => number;
}

export interface GenerationRun {
  userId: string;
  request: GenerateQuestionsRequest;
  /** `stream` uses the provider's streaming call and records each question as it is served. */
  mode: 'stream' | 'once';
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Called for each served question, in order. */
  onQuestion?: (question: Question) => void | Promise<void>;
}

const partsOf = (req: GenerateQuestionsRequest) =>
  req.categories.map((key) => partByKey(key)?.part ?? 0).sort((a, b) => a - b);

/** Spreads `count` over the parts as evenly as possible, in part order. */
export const splitCount = (parts: readonly number[], count: number): [number, number][] =>
  parts.map((part, i) => [
    part,
    Math.floor(count / parts.length) + (i < count % parts.length ? 1 : 0),
  ]);

export function createQuestionEngine(deps: EngineDeps) {
  const { db, provider, clock } = deps;
  const random = deps.random ?? Math.random;
  let seeding: Promise<BankSeedResult> | null = null;

  /** The bank is put into the pool once per process (at start, or on first use if that failed). */
  function ensureSeeded(): Promise<BankSeedResult> {
    seeding ??= seedBank(db, clock()).catch((error: unknown) => {
      seeding = null;
      throw error;
    });
    return seeding;
  }

  /** Checks that fail fast, before anything is generated. */
  async function prepare(userId: string, request: GenerateQuestionsRequest): Promise<void> {
    if (request.sessionId) await deps.sessions.assertOpen(db, userId, request.sessionId);
  }

  /** Asks the provider for what the pool could not serve; returns why it fell short, if it did. */
  async function fromProvider(ai: AiProvider, run: GenerationRun, serving: Serving) {
    const { request: req, userId } = run;
    const verify = deps.verifyAnswers ? providerVerifier(ai, run.signal) : acceptAll;
    const accept = async (candidates: Candidate[]) => {
      const records = candidates.map((c) => c.record);
      return serving.serve(await storeAccepted(db, userId, records, clock()), 'ai');
    };
    const sliceDeps = { provider: ai, mode: run.mode, signal: run.signal, verify, now: clock };
    let reason: string | null = null;
    for (const [part, count] of splitCount(partsOf(req), serving.remaining)) {
      if (count === 0) continue;
      const { questionType: type, difficulty: levels, language } = req;
      const report = await generateSlice(
        { ...sliceDeps, log: run.log, accept },
        { part, type, levels, count, language },
      );
      if (report.served < count) reason = report.problems.at(-1) ?? 'too few valid questions';
    }
    return reason;
  }

  /**
   * Unseen questions at the chosen levels, then unseen ones at the nearest other levels, and only
   * then the ones this user saw longest ago (again nearest levels first). The draws are served as
   * one set: a group partly seen comes back as its new members in one draw and its seen ones in a
   * later draw, and the learner must get it as one block in group order.
   */
  async function fillFromPool(serving: Serving, scope: Omit<DrawRequest, 'count' | 'includeSeen'>) {
    const drawn: StoredQuestion[] = [];
    const exclude = new Set(serving.ids);
    for (const includeSeen of [false, true]) {
      for (const levels of levelsByDistance(scope.levels)) {
        const count = serving.remaining - drawn.length;
        if (count <= 0) break;
        for (const q of await draw(db, { ...scope, levels, count, includeSeen, exclude }, random)) {
          exclude.add(q.row.id);
          drawn.push(q);
        }
      }
    }
    await serving.serve(keepGroupsTogether(drawn));
  }

  async function generate(run: GenerationRun): Promise<GenerateQuestionsResponse> {
    await ensureSeeded();
    const { request: req, userId, log } = run;
    const scope = { userId, type: req.questionType, parts: partsOf(req), levels: req.difficulty };
    const serving = new Serving({
      db,
      userId,
      language: req.language,
      count: req.questionCount,
      recordAtOnce: run.mode === 'stream',
      clock,
      onQuestion: run.onQuestion,
    });

    let reason: string | null = 'no AI provider configured';
    if (provider) {
      const unseen = {
        ...scope,
        count: serving.remaining,
        sources: ['ai'] as const,
        includeSeen: false,
      };
      await serving.serve(await draw(db, unseen, random));
      try {
        reason = await fromProvider(provider, run, serving);
      } catch (error) {
        if (run.signal.aborted) throw error;
        const rateLimited = error instanceof AiProviderError && error.kind === 'rate_limit';
        // Once some questions are out on a stream, finishing the set beats stopping half-way.
        if (rateLimited && (run.mode === 'once' || serving.questions.length === 0)) {
          const wait =
            error.retryAfterMs === undefined ? undefined : Math.ceil(error.retryAfterMs / 1000);
          throw new RetryLaterError('The AI provider is rate limited; try again later', wait);
        }
        reason = `${problemCode(error)}: ${(error as Error).message}`;
      }
    }

    if (serving.remaining > 0) {
      if (provider) log.warn({ reason, missing: serving.remaining }, 'serving from the bank');
      await fillFromPool(serving, scope);
    }
    await serving.flush();
    if (serving.questions.length === 0) {
      throw new AppError(503, 'GENERATION_FAILED', '没有生成任何题目');
    }
    const ids = serving.questions.map((q) => q.id);
    if (req.sessionId) await deps.sessions.attach(db, userId, req.sessionId, ids);
    return { questions: serving.questions, source: serving.source };
  }

  return { ensureSeeded, prepare, generate, provider };
}

export type QuestionEngine = ReturnType<typeof createQuestionEngine>;
