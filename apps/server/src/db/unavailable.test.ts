import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort } from '../test/http';
import { isDatabaseUnavailable } from './unavailable';

/** The error a call rejects with. */
async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Two connections on one SQLite file, the second giving up at once on a lock. */
function twoSqliteConnections() {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-busy-'));
  dirs.push(dir);
  const file = join(dir, 'busy.db');
  const holder = new SqliteDatabase(file);
  holder.pragma('journal_mode = WAL');
  holder.exec('create table t (id integer primary key, v text unique)');
  const other = new SqliteDatabase(file);
  other.pragma('busy_timeout = 0');
  return { holder, other };
}

describe('isDatabaseUnavailable', () => {
  it('says yes to a refused PostgreSQL connection, as node-postgres reports it', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'x' });
    const error = await failureOf(() => client.connect());
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('says yes to a PostgreSQL pool that cannot connect within its timeout', async () => {
    // A listener that accepts and never answers: the pool gives up after connectionTimeoutMillis.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as { port: number };
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', connectionTimeoutMillis: 50 });
    try {
      const error = await failureOf(() => pool.query('select 1'));
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await pool.end();
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => silent.close(done));
    }
  });

  it('says yes to SQLITE_BUSY from a write while another connection holds the lock', () => {
    const { holder, other } = twoSqliteConnections();
    try {
      holder.exec('begin exclusive');
      let error: unknown;
      try {
        other.prepare("insert into t (v) values ('x')").run();
      } catch (caught) {
        error = caught;
      }
      expect((error as { code?: string }).code).toMatch(/^SQLITE_BUSY/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      holder.close();
      other.close();
    }
  });

  it('says no to errors a retry would not cure: a broken query, a unique violation', () => {
    const { holder, other } = twoSqliteConnections();
    try {
      holder.prepare("insert into t (v) values ('x')").run();
      const failures = [
        () => holder.prepare("insert into t (v) values ('x')").run(),
        () => holder.prepare('select nothing from nowhere').all(),
      ];
      for (const fail of failures) {
        let error: unknown;
        try {
          fail();
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(error)).toBe(false);
      }
      expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
      expect(isDatabaseUnavailable(null)).toBe(false);
      expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    } finally {
      holder.close();
      other.close();
    }
  });

  it.each([
    ['admin_shutdown (pg_terminate_backend, a fast shutdown)', '57P01'],
    ['crash_shutdown', '57P02'],
    ['cannot_connect_now (starting up)', '57P03'],
    ['too_many_connections', '53300'],
    ['connection_failure (class 08)', '08006'],
  ])('says yes to the PostgreSQL SQLSTATE of %s', (_, code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('server said no'), { code }))).toBe(true);
  });

  it('says no to other SQLSTATEs: unique violation, syntax error, serialization failure', () => {
    for (const code of ['23505', '42601', '40001', '0800']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
    }
  });

  it('finds the cause inside wrappers, and a cyclic cause does not hang it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('query failed', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('a'), refused]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const cyclic = new Error('loop') as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });
});
