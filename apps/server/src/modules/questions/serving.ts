import type { GenerationSource, Language, Question } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { toQuestion, type StoredQuestion } from './question-record';
import { recordViews } from './questions.repository';

export type Origin = Exclude<GenerationSource, 'mixed'>;

export interface ServingOptions {
  db: Db;
  userId: string;
  language: Language;
  count: number;
  /** Record each view as the question goes out (a stream) or all at the end (one answer). */
  recordAtOnce: boolean;
  clock: () => Date;
  onQuestion?: (question: Question) => void | Promise<void>;
}

/**
 * The set being served for one request: never more than asked, never one question twice, in
 * order (questionOrder), with where each came from.
 */
export class Serving {
  readonly questions: Question[] = [];
  readonly ids = new Set<string>();
  readonly #origins = new Set<Origin>();
  readonly #unrecorded: string[] = [];

  constructor(private readonly opts: ServingOptions) {}

  get remaining(): number {
    return this.opts.count - this.questions.length;
  }

  get source(): GenerationSource {
    const [only] = this.#origins;
    return this.#origins.size === 1 && only ? only : 'mixed';
  }

  /** Serves what is new; `origin` defaults to the row's own (bank, or pool for AI rows). */
  async serve(stored: readonly StoredQuestion[], origin?: Origin): Promise<number> {
    const fresh = stored.filter((s) => !this.ids.has(s.row.id)).slice(0, this.remaining);
    if (fresh.length === 0) return 0;
    const ids = fresh.map((s) => s.row.id);
    if (this.opts.recordAtOnce) await this.#record(ids);
    else this.#unrecorded.push(...ids);
    for (const s of fresh) {
      this.ids.add(s.row.id);
      const question = toQuestion(s, this.opts.language, this.questions.length);
      this.questions.push(question);
      this.#origins.add(origin ?? (s.row.source === 'bank' ? 'bank' : 'pool'));
      await this.opts.onQuestion?.(question);
    }
    return fresh.length;
  }

  /** Records the views not yet recorded. */
  async flush(): Promise<void> {
    await this.#record(this.#unrecorded.splice(0));
  }

  #record(ids: string[]): Promise<void> {
    return recordViews(this.opts.db, this.opts.userId, ids, this.opts.clock().toISOString());
  }
}
