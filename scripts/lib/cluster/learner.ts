import {
  AI_CLIENT,
  PRACTICE,
  TOEIC_PARTS,
  generationDoneEventSchema,
  questionSchema,
  routes,
  type Question,
} from '@toeic-ace/contract';
import { ApiError, type LearnerClient } from './client';
import type { Recorder } from './recorder';

/** Every answer a learner saw acknowledged, by session and question: what the database must hold. */
export class AnswerLedger {
  readonly answers = new Map<string, Map<string, number>>();

  acknowledged(sessionId: string, questionId: string, answer: number): void {
    let session = this.answers.get(sessionId);
    if (!session) this.answers.set(sessionId, (session = new Map()));
    session.set(questionId, answer);
  }

  get size(): number {
    let n = 0;
    for (const session of this.answers.values()) n += session.size;
    return n;
  }
}

export interface LearnerContext {
  client: LearnerClient;
  email: string;
  deadline: number;
  ledger: AnswerLedger;
  recorder: Recorder;
  /** When this learner last started a practice set (ms). */
  lastSetAt: number;
}

const PASSWORD = 'bench-cluster-password';
const WORDS = ['invoice', 'deadline', 'itinerary', 'reimburse', 'quarterly', 'warehouse', 'merger'];
/** A refresh every this many actions: tokens rotate across instances all the time. */
const REFRESH_EVERY = 12;
/** A sign-out and a sign-in every this many actions (another device, a shared computer). */
const SIGN_IN_AGAIN_EVERY = 50;
/**
 * At most one practice set a little over every second: each set's generation counts against the
 * learner's AI quota (requests a minute), and a learner held at 429 would skew the comparison.
 */
const MIN_SET_INTERVAL_MS = (60_000 / AI_CLIENT.requestsPerMinute) * 1.1;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * One learner, as the web app drives the API: sign up, then until the deadline a mix of
 * practice sets (create, stream the questions, answer each, complete, review), history,
 * dashboard and vocabulary, refreshing the tokens now and then. A failed call is what the
 * learner sees (recorded by the client); the learner carries on with the next thing.
 */
export async function runLearner(context: LearnerContext): Promise<void> {
  const { client, deadline } = context;
  await signUp(context);
  for (let action = 1; Date.now() < deadline; action++) {
    try {
      if (!client.tokens) {
        context.recorder.forcedSignIns += 1;
        await signIn(context);
      } else if (action % SIGN_IN_AGAIN_EVERY === 0) await signOutAndIn(context);
      else if (action % REFRESH_EVERY === 0) await client.refresh();
      const roll = Math.random();
      if (roll < 0.5) await practiceSet(context);
      else if (roll < 0.65) await history(context);
      else if (roll < 0.8) await dashboard(context);
      else await vocabulary(context, action);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Already recorded; a person would look at the message and go on.
    }
  }
}

async function signUp({ client, email, deadline }: LearnerContext): Promise<void> {
  const body = { email, password: PASSWORD, username: email.split('@')[0]! };
  // Registration is not repeated by the client; a person presses the button again.
  while (Date.now() < deadline) {
    try {
      client.tokens = (await client.call(routes.auth.register, { body })).tokens;
      return;
    } catch (error) {
      // The first try went through but its answer was lost: the account exists.
      if (error instanceof ApiError && error.status === 409) return;
      if (!(error instanceof ApiError)) throw error;
    }
  }
}

async function signIn({ client, email, recorder }: LearnerContext): Promise<void> {
  const body = { email, password: PASSWORD };
  client.tokens = (await client.call(routes.auth.login, { body })).tokens;
  recorder.signIns += 1;
}

async function signOutAndIn(context: LearnerContext): Promise<void> {
  const { client } = context;
  const refreshToken = client.tokens?.refreshToken;
  client.tokens = null;
  if (refreshToken) await client.call(routes.auth.logout, { body: { refreshToken } });
  await signIn(context);
}

async function practiceSet(context: LearnerContext): Promise<void> {
  const { client, ledger, recorder } = context;
  const wait = context.lastSetAt + MIN_SET_INTERVAL_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  context.lastSetAt = Date.now();
  const part = pick(TOEIC_PARTS);
  const level = 1 + Math.floor(Math.random() * PRACTICE.levelMax);
  const count = PRACTICE.questionCountMin;
  const session = await client.call(routes.practice.createSession, {
    body: {
      sessionType: 'quick_practice',
      questionType: part.type,
      difficulty: level,
      categories: [part.key],
      totalQuestions: count,
    },
  });
  const events = await client.stream(routes.questions.generateStream, {
    body: {
      questionType: part.type,
      questionCount: count,
      difficulty: [level],
      categories: [part.key],
      language: 'en',
      sessionId: session.id,
    },
  });
  const questions = events.flatMap((e) => {
    const parsed = e.event === 'question' ? questionSchema.safeParse(e.data) : null;
    if (parsed && !parsed.success) recorder.contractMismatches += 1;
    return parsed?.success ? [parsed.data] : [];
  });
  // The web app falls back to its offline set when the stream does not finish; so does this.
  if (
    !events.some((e) => e.event === 'done' && generationDoneEventSchema.safeParse(e.data).success)
  ) {
    return;
  }
  const params = { id: session.id };
  const chosen = new Map<Question, number>();
  for (const question of questions) {
    const answer = Math.floor(Math.random() * question.options.length);
    // Last answer wins per question. The route table does not mark this call idempotent (a
    // browser may send a newer answer while an older one is being repeated); this learner waits
    // for each answer, so sending a lost one again is safe, and it does.
    await client.call(
      routes.practice.submitAnswer,
      { params, body: { questionId: question.id, answer, timeSpent: 4 } },
      true,
    );
    ledger.acknowledged(session.id, question.id, answer);
    chosen.set(question, answer);
  }
  const userAnswers = questions.map((q) => ({
    questionId: q.id,
    answer: chosen.get(q)!,
    timeSpent: 4,
  }));
  // Completing a completed session answers it unchanged: safe to repeat, like the answers.
  await client.call(
    routes.practice.completeSession,
    {
      params,
      body: {
        questions: questions.map((q, i) => ({ id: q.id, questionOrder: i })),
        userAnswers,
        timeSpent: 4 * questions.length,
      },
    },
    true,
  );
  recorder.setsCompleted += 1;
  await client.call(routes.practice.getSession, { params });
}

async function history({ client }: LearnerContext): Promise<void> {
  await client.call(routes.practice.listSessions, { query: { limit: 20 } });
}

async function dashboard({ client }: LearnerContext): Promise<void> {
  await client.call(routes.auth.getProfile);
  await client.call(routes.practice.getStats);
  await client.call(routes.vocabulary.getStats);
}

async function vocabulary({ client }: LearnerContext, action: number): Promise<void> {
  const word = `${WORDS[action % WORDS.length]} ${action}`;
  try {
    await client.call(routes.vocabulary.addWord, { body: { word, context: 'bench', tags: [] } });
  } catch (error) {
    // Added by an earlier try whose answer was lost.
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
  }
  await client.call(routes.vocabulary.listWords, { query: { page: 1, limit: 20 } });
}
