import pg from 'pg';
import type { AnswerLedger } from './learner';

export interface AnswerCheck {
  acknowledged: number;
  stored: number;
  /** Acknowledged answers missing from the database or stored with another choice. */
  mismatched: number;
}

/** Reads the answers straight from PostgreSQL (not through the API) for the learners' sessions. */
export async function checkAnswers(
  databaseUrl: string,
  ledger: AnswerLedger,
): Promise<AnswerCheck> {
  const sessionIds = [...ledger.answers.keys()];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      session_id: string;
      question_id: string;
      answer: number;
    }>(
      `select session_id, question_id, answer from session_questions
        where session_id = any($1) and answer is not null`,
      [sessionIds],
    );
    let mismatched = 0;
    const stored = new Map(rows.map((r) => [`${r.session_id} ${r.question_id}`, Number(r.answer)]));
    for (const [sessionId, answers] of ledger.answers) {
      for (const [questionId, answer] of answers) {
        if (stored.get(`${sessionId} ${questionId}`) !== answer) mismatched += 1;
      }
    }
    return { acknowledged: ledger.size, stored: rows.length, mismatched };
  } finally {
    await client.end();
  }
}
