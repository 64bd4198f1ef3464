import {
  partByKey,
  type GenerateQuestionsRequest,
  type GenerateQuestionsResponse,
  type GenerationSource,
  type Question,
} from '@toeic-ace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import { attachQuestions } from '../practice/practice.attach';
import { generateSlice, problemCode } from './ai-generator';
import { seedBank } from './bank-seed';
import type { Candidate } from './candidate';
import { draw } from './pool';
import { storeAccepted } from './pool-store';
import { toQuestion, type StoredQuestion } from './question-record';
import { findOwnSession, recordViews } from './questions.repository';
import { AiProviderError, type AiProvider } from './providers';
import { RetryLaterError } from './quota';
import { acceptAll, providerVerifier } from './verifier';

export interface EngineDeps {
  db: Db;
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

type Origin = Exclude<GenerationSource, 'mixed'>;

/** Spreads `count` over the parts as evenly as possible, in part order. */
export const splitCount = (parts: readonly number[], count: number): [number, number][] =>
  parts.map((part, i) => [
    part,
    Math.floor(count / parts.length) + (i < count % parts.length ? 1 : 0),
  ]);

export function createQuestionEngine(deps: EngineDeps) {
  const { db, provider, clock } = deps;
  const random = deps.random ?? Math.random;
  let seeding: Promise<number> | null = null;

  /** The bank is put into the pool once per process (at start, or on first use if that failed). */
  function ensureSeeded(): Promise<number> {
    seeding ??= seedBank(db, clock()).catch((error: unknown) => {
      seeding = null;
      throw error;
    });
    return seeding;
  }

  /** Checks that fail fast, before anything is generated. */
  async function prepare(userId: string, request: GenerateQuestionsRequest): Promise<void> {
    if (!request.sessionId) return;
    const session = await findOwnSession(db, userId, request.sessionId);
    if (!session) throw new NotFoundError('Practice session not found');
    if (session.completed_at) throw new ConflictError('SESSION_COMPLETED', 'Session is completed');
  }

  async function generate(run: GenerationRun): Promise<GenerateQuestionsResponse> {
    await ensureSeeded();
    const { request: req, userId, log } = run;
    const parts = req.categories.map((key) => partByKey(key)?.part ?? 0).sort((a, b) => a - b);
    const scope = { userId, type: req.questionType, parts, levels: req.difficulty };
    const served: Question[] = [];
    const servedIds = new Set<string>();
    const origins = new Set<Origin>();
    const unrecorded: string[] = [];
    const remaining = () => req.questionCount - served.length;

    const serve = async (stored: StoredQuestion[], origin?: Origin): Promise<number> => {
      const fresh = stored.filter((s) => !servedIds.has(s.row.id)).slice(0, remaining());
      if (fresh.length === 0) return 0;
      const ids = fresh.map((s) => s.row.id);
      if (run.mode === 'stream') await recordViews(db, userId, ids, clock().toISOString());
      else unrecorded.push(...ids);
      for (const s of fresh) {
        servedIds.add(s.row.id);
        const question = toQuestion(s, req.language, served.length);
        served.push(question);
        origins.add(origin ?? (s.row.source === 'bank' ? 'bank' : 'pool'));
        await run.onQuestion?.(question);
      }
      return fresh.length;
    };

    let fallbackReason = 'no AI provider configured';
    if (provider) {
      const pooled = { ...scope, count: remaining(), sources: ['ai'] as const, includeSeen: false };
      await serve(await draw(db, pooled, random));
      const verify = deps.verifyAnswers ? providerVerifier(provider, run.signal) : acceptAll;
      try {
        for (const [part, count] of splitCount(parts, remaining())) {
          if (count === 0) continue;
          const slice = {
            part,
            type: req.questionType,
            levels: req.difficulty,
            count,
            language: req.language,
          };
          const accept = async (candidates: Candidate[]) =>
            serve(
              await storeAccepted(
                db,
                userId,
                candidates.map((c) => c.record),
                clock(),
              ),
              'ai',
            );
          const report = await generateSlice(
            { provider, mode: run.mode, signal: run.signal, verify, now: clock, log, accept },
            slice,
          );
          if (report.served < count) fallbackReason = report.problems.at(-1) ?? 'too few questions';
        }
      } catch (error) {
        if (run.signal.aborted) throw error;
        const rateLimited = error instanceof AiProviderError && error.kind === 'rate_limit';
        // Once some questions are out on a stream, finishing the set beats stopping half-way.
        if (rateLimited && (run.mode === 'once' || served.length === 0)) {
          throw new RetryLaterError(
            'The AI provider is rate limited; try again later',
            error.retryAfterMs === undefined ? undefined : Math.ceil(error.retryAfterMs / 1000),
          );
        }
        fallbackReason = `${problemCode(error)}: ${(error as Error).message}`;
      }
    }

    if (remaining() > 0) {
      if (provider)
        log.warn({ reason: fallbackReason, missing: remaining() }, 'serving from the bank');
      await serve(
        await draw(
          db,
          { ...scope, count: remaining(), includeSeen: true, exclude: servedIds },
          random,
        ),
      );
    }
    if (unrecorded.length) await recordViews(db, userId, unrecorded, clock().toISOString());
    if (served.length === 0) throw new AppError(503, 'GENERATION_FAILED', '没有生成任何题目');
    if (req.sessionId) {
      await attachQuestions(
        db,
        userId,
        req.sessionId,
        served.map((q) => q.id),
      );
    }
    const [only] = origins;
    return { questions: served, source: origins.size === 1 && only ? only : 'mixed' };
  }

  return { ensureSeeded, prepare, generate, provider };
}

export type QuestionEngine = ReturnType<typeof createQuestionEngine>;
