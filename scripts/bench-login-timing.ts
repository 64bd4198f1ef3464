// `npm run bench:login`: can the response time of POST /api/auth/login tell an unknown e-mail
// from a registered one? Starts the real app on a fresh SQLite database (limits off, so every
// try reaches the password check), registers one account, then sends interleaved logins over
// HTTP: a wrong password for the account and a password for e-mails that don't exist. Prints the
// median of each and their ratio; 1.00 means no difference to see. Stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';

const ROUNDS = 20;
const WARMUP = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-bench-login-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATABASE_URL: `file:${join(dir, 'bench.db')}`,
    WEB_DIST_DIR: join(dir, 'no-web'),
  });
  const app = await buildApp(config, { rateLimit: false });
  try {
    await migrateToLatest(app.db);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const email = 'bench-account@example.com';
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'the-real-password', username: 'Bench' }),
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);

    const timeLogin = async (loginEmail: string, password: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: loginEmail, password }),
      });
      await res.text();
      if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
      return performance.now() - started;
    };
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      // Alternate which goes first, so drift in machine load hits both alike.
      const wrong = () => timeLogin(email, `wrong-${i}`);
      const unknown = () => timeLogin(`nobody-${i}@example.com`, `wrong-${i}`);
      const pair =
        i % 2 === 0
          ? { wrong: await wrong(), unknown: await unknown() }
          : { unknown: await unknown(), wrong: await wrong() };
      if (i < WARMUP) continue;
      wrongPassword.push(pair.wrong);
      unknownEmail.push(pair.unknown);
    }
    const known = median(wrongPassword);
    const unknown = median(unknownEmail);
    console.log(`${ROUNDS} logins each over HTTP (after ${WARMUP} warm-up pairs)`);
    console.log(`median wrong password  ${known.toFixed(1).padStart(7)} ms`);
    console.log(`median unknown e-mail  ${unknown.toFixed(1).padStart(7)} ms`);
    console.log(`ratio unknown/wrong    ${(unknown / known).toFixed(2)}`);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
