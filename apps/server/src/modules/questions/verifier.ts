import type { Candidate } from './candidate';
import { verificationRequest } from './prompts';
import { AiProviderError, type AiProvider } from '../../ai';

/**
 * Answer-key verification: the model answers the questions without seeing their keys, and a
 * question whose key it disagrees with is discarded. Candidates are checked in adaptive batches:
 * the first goes alone (so the first question is served quickly), the ones that arrive while a
 * check is running go together in the next call.
 */
export type Verify = (batch: readonly Candidate[]) => Promise<boolean[]>;

export class VerificationProblem extends Error {
  override readonly name = 'VerificationProblem';
}

export function providerVerifier(provider: AiProvider, signal: AbortSignal): Verify {
  return async (batch) => {
    const result = await provider.generate(
      verificationRequest(batch.map((c) => c.verifiable)),
      signal,
    );
    const answers = readAnswers(result.text);
    if (!answers || answers.length !== batch.length) {
      throw new VerificationProblem(
        `verifier answered ${answers ? `${answers.length} of ${batch.length}` : 'no answers array'}`,
      );
    }
    return batch.map((c, i) => answers[i] === c.record.correctAnswer);
  };
}

export const acceptAll: Verify = async (batch) => batch.map(() => true);

function readAnswers(text: string): number[] | null {
  try {
    const start = text.indexOf('{');
    const value = JSON.parse(text.slice(start, text.lastIndexOf('}') + 1)) as { answers?: unknown };
    return Array.isArray(value.answers) ? value.answers.map((a) => Number(a)) : null;
  } catch {
    return null;
  }
}

export interface VerificationStats {
  checked: number;
  discarded: number;
  /** Discarded because the check itself failed (a reply we could not read). */
  unchecked: number;
}

/** Errors that end the run (the provider is unusable), as opposed to one unreadable reply. */
const isFatal = (error: unknown) =>
  !(error instanceof VerificationProblem) &&
  !(
    error instanceof AiProviderError &&
    ['safety', 'max_tokens', 'no_candidates'].includes(error.kind)
  );

export class VerificationQueue {
  readonly stats: VerificationStats = { checked: 0, discarded: 0, unchecked: 0 };
  readonly #pending: Candidate[] = [];
  #running: Promise<void> | null = null;
  #error: unknown;

  constructor(
    private readonly verify: Verify,
    private readonly onAccepted: (accepted: Candidate[]) => Promise<void>,
    private readonly onProblem: (error: unknown, batch: readonly Candidate[]) => void,
  ) {}

  add(candidate: Candidate): void {
    this.#pending.push(candidate);
    this.#kick();
  }

  /** Waits for every candidate added so far; throws a fatal error of any check. */
  async drain(): Promise<void> {
    while (this.#running) await this.#running;
    if (this.#error !== undefined) throw this.#error;
  }

  #kick(): void {
    if (this.#running || this.#pending.length === 0 || this.#error !== undefined) return;
    const batch = this.#pending.splice(0);
    this.#running = (async () => {
      try {
        const verdicts = await this.verify(batch);
        this.stats.checked += batch.length;
        const accepted = batch.filter((_, i) => verdicts[i]);
        this.stats.discarded += batch.length - accepted.length;
        if (accepted.length) await this.onAccepted(accepted);
      } catch (error) {
        if (isFatal(error)) this.#error = error;
        else {
          this.stats.unchecked += batch.length;
          this.onProblem(error, batch);
        }
      } finally {
        this.#running = null;
        this.#kick();
      }
    })();
  }
}
