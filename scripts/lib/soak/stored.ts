// Reads the answers back from the database itself (not through the API), to check that every
// answer the server acknowledged is stored.
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Acknowledged } from './counters';

interface Row {
  session_id: string;
  question_id: string;
  answer: number | null;
}

const SELECT = 'select session_id, question_id, answer from session_questions';

async function readRows(databaseUrl: string): Promise<Row[]> {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<Row>(SELECT)).rows;
    } finally {
      await client.end();
    }
  }
  // A new connection replays the WAL a killed process left behind, as the next start would.
  const database = new SqliteDatabase(databaseUrl.slice('file:'.length));
  try {
    return database.prepare(SELECT).all() as Row[];
  } finally {
    database.close();
  }
}

/** The acknowledged answers that the database does not hold (absent, or another answer). */
export async function missingAnswers(
  databaseUrl: string,
  acknowledged: readonly Acknowledged[],
): Promise<Acknowledged[]> {
  const stored = new Map<string, number | null>();
  for (const row of await readRows(databaseUrl)) {
    stored.set(`${row.session_id}/${row.question_id}`, row.answer);
  }
  return acknowledged.filter((a) => stored.get(`${a.sessionId}/${a.questionId}`) !== a.answer);
}
