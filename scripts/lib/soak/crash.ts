// kill -9 of the server while learners answer: every answer acknowledged before the kill must be
// in the database when the server comes back (an answer is stored when its request returns).
import { routes, type AuthResult, type GenerateQuestionsResponse } from '@toeic-ace/contract';
import { LearnerClient } from './client';
import { SoakCounters } from './counters';
import { startServer } from './server';
import { missingAnswers } from './stored';

export interface CrashResult {
  acknowledged: number;
  missing: number;
  /** Requests cut by the kill (no answer came back): not acknowledged, so not counted. */
  cut: number;
}

const WRITERS = 8;
const QUESTIONS = 10;

/** Answers each question of fresh sets once, back to back, until `stopped()`. */
async function writer(
  client: LearnerClient,
  id: string,
  counters: SoakCounters,
  stopped: () => boolean,
) {
  const body = {
    email: `crash-${id}@example.com`,
    password: 'soak-password-1',
    username: `Crash ${id}`,
  };
  const auth = await client.call<AuthResult>(routes.auth.register, { body });
  if (auth.status !== 201) return;
  client.signIn(auth.data!.tokens.accessToken);
  while (!stopped()) {
    const session = await client.call<{ id: string }>(routes.practice.createSession, {
      body: {
        sessionType: 'quick_practice',
        questionType: 'reading',
        difficulty: 2,
        categories: ['part5'],
        totalQuestions: QUESTIONS,
      },
    });
    if (session.status !== 201) return;
    const sessionId = session.data!.id;
    const set = await client.call<GenerateQuestionsResponse>(routes.questions.generate, {
      body: {
        questionType: 'reading',
        questionCount: QUESTIONS,
        difficulty: [2],
        categories: ['part5'],
        sessionId,
      },
    });
    for (const question of set.data?.questions ?? []) {
      if (stopped()) return;
      const answer = Math.floor(Math.random() * question.options.length);
      const saved = await client.call(routes.practice.submitAnswer, {
        params: { id: sessionId },
        body: { questionId: question.id, answer, timeSpent: 3 },
      });
      if (saved.status !== 200) return;
      counters.acknowledged.push({ sessionId, questionId: question.id, answer });
    }
  }
}

export async function crashCheck(
  databaseUrl: string,
  logFile: string,
  label: string,
): Promise<CrashResult> {
  const server = await startServer(databaseUrl, logFile);
  const counters = new SoakCounters();
  let killed = false;
  const clients = Array.from(
    { length: WRITERS },
    (_, i) => new LearnerClient(new URL(server.base), `127.2.0.${i + 1}`, counters),
  );
  const running = clients.map((client, i) =>
    writer(client, `${label}-${process.pid}-${i}`, counters, () => killed),
  );
  // Long enough for every writer to be answering; the kill lands wherever they are.
  const deadline = Date.now() + 60_000;
  while (counters.acknowledged.length < WRITERS * QUESTIONS && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 50));
  }
  await new Promise((done) => setTimeout(done, Math.random() * 500));
  killed = true;
  await server.kill9();
  const acknowledged = [...counters.acknowledged];
  await Promise.all(running);
  clients.forEach((client) => client.close());
  // The next start must come up on what the killed process left, then hold every answer.
  const restarted = await startServer(databaseUrl, logFile);
  try {
    const missing = await missingAnswers(databaseUrl, acknowledged);
    return {
      acknowledged: acknowledged.length,
      missing: missing.length,
      cut: counters.networkErrors,
    };
  } finally {
    await restarted.stop();
  }
}
