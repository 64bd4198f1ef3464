import type { Language, QuestionType } from '@toeic-ace/contract';
import type { FastifyBaseLogger } from 'fastify';
import { CallContext, toCandidate, type Candidate } from './candidate';
import { QuestionArrayExtractor, type ExtractedItem } from './json-extractor';
import { partFormat } from './part-formats';
import { generationRequest } from './prompts';
import { AiProviderError, type AiProvider, type AiRequest } from '../../ai';
import { VerificationQueue, type Verify } from './verifier';

/**
 * Generates one part's share of a request with the quality gate: every item is checked and
 * normalised (invalid ones are dropped), verified, and what is missing is asked for again, in at
 * most MAX_EXTRA_CALLS calls beyond those the count needs. Replies the model got wrong (not
 * JSON, no questions array, cut off, refused) lead to another call; a provider that cannot be
 * used (auth, bad request, server or network after the client's retries, timeout, rate limit)
 * ends the slice by throwing, and the caller decides between 429 and the bank.
 */
export const MAX_EXTRA_CALLS = 2;

export type ProblemCode = 'INVALID_DATA_FORMAT' | 'MALFORMED_OUTPUT' | 'INCOMPLETE_OUTPUT';

export class GenerationProblem extends Error {
  override readonly name = 'GenerationProblem';
  constructor(
    readonly code: ProblemCode,
    message: string,
  ) {
    super(message);
  }
}

export interface SliceSpec {
  part: number;
  type: QuestionType;
  levels: readonly number[];
  count: number;
  language: Language;
}

export interface SliceDeps {
  provider: AiProvider;
  mode: 'stream' | 'once';
  signal: AbortSignal;
  verify: Verify;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Stores accepted candidates and serves them; resolves to how many were served. */
  accept: (candidates: Candidate[]) => Promise<number>;
}

export interface SliceReport {
  part: number;
  wanted: number;
  served: number;
  calls: number;
  dropped: number;
  verified: number;
  discarded: number;
  problems: string[];
}

/** Model-side failures worth another call, as opposed to an unusable provider. */
export const isContentProblem = (error: unknown) =>
  error instanceof GenerationProblem ||
  (error instanceof AiProviderError &&
    ['safety', 'max_tokens', 'no_candidates'].includes(error.kind));

export const problemCode = (error: unknown): string =>
  error instanceof GenerationProblem
    ? error.code
    : error instanceof AiProviderError
      ? `provider_${error.kind}`
      : 'unknown';

async function* callItems(
  provider: AiProvider,
  request: AiRequest,
  mode: SliceDeps['mode'],
  signal: AbortSignal,
): AsyncGenerator<ExtractedItem> {
  const extractor = new QuestionArrayExtractor();
  if (mode === 'stream') {
    for await (const delta of provider.stream(request, signal)) yield* extractor.push(delta);
  } else {
    yield* extractor.push((await provider.generate(request, signal)).text);
  }
  const status = extractor.finish();
  if (status === 'no-questions-array') {
    throw new GenerationProblem('INVALID_DATA_FORMAT', 'the reply has no questions array');
  }
  if (status === 'malformed')
    throw new GenerationProblem('MALFORMED_OUTPUT', 'the reply is not JSON');
  if (status === 'incomplete') {
    throw new GenerationProblem('INCOMPLETE_OUTPUT', 'the reply was cut off');
  }
}

export async function generateSlice(deps: SliceDeps, slice: SliceSpec): Promise<SliceReport> {
  const format = partFormat(slice.part);
  const maxCalls = Math.ceil(slice.count / format.perCall) + MAX_EXTRA_CALLS;
  const report: SliceReport = {
    part: slice.part,
    wanted: slice.count,
    served: 0,
    calls: 0,
    dropped: 0,
    verified: 0,
    discarded: 0,
    problems: [],
  };
  try {
    while (report.served < slice.count && report.calls < maxCalls) {
      report.calls += 1;
      await oneCall(deps, slice, Math.min(slice.count - report.served, format.perCall), report);
    }
    return report;
  } finally {
    deps.log.info(
      { generation: report },
      `answer-key verification discarded ${report.discarded} of ${report.verified} question(s)`,
    );
    if (report.served === 0) {
      deps.log.warn(
        { part: slice.part, problems: report.problems },
        'GENERATION_FAILED: 没有生成任何题目',
      );
    }
  }
}

async function oneCall(deps: SliceDeps, slice: SliceSpec, want: number, report: SliceReport) {
  const ctx = new CallContext(slice.part, slice.type, slice.levels, slice.language, deps.now);
  const queue = new VerificationQueue(
    deps.verify,
    async (accepted) => {
      report.served += await deps.accept(accepted);
    },
    (error) => report.problems.push(`verification: ${(error as Error).message}`),
  );
  const request = generationRequest({ ...slice, count: want });
  let fatal: unknown;
  let taken = 0;
  try {
    for await (const extracted of callItems(deps.provider, request, deps.mode, deps.signal)) {
      const result =
        'error' in extracted
          ? { ok: false as const, reason: 'item is not JSON' }
          : toCandidate(extracted.value, ctx);
      if (!result.ok) {
        report.dropped += 1;
        report.problems.push(result.reason);
        continue;
      }
      queue.add(result.candidate);
      // Enough for this call: stop reading (the provider's stream is cancelled).
      if (++taken >= want) break;
    }
  } catch (error) {
    if (deps.signal.aborted || !isContentProblem(error)) fatal = error;
    else report.problems.push(problemCode(error));
  }
  try {
    await queue.drain();
  } catch (error) {
    fatal ??= error;
  }
  report.verified += queue.stats.checked + queue.stats.unchecked;
  report.discarded += queue.stats.discarded + queue.stats.unchecked;
  if (fatal !== undefined) throw fatal;
}
