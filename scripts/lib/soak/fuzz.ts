// The server's fuzzer (apps/server/src/test/fuzz) run from the soak: hostile requests over real
// HTTP; it fails on any 5xx and on any error answer outside the envelope.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface FuzzResult {
  passed: boolean;
  requests: number;
  statuses: Record<string, number>;
  slowestMillis: number;
  /** The fuzzer's own message when it failed. */
  failure?: string;
}

/** fast-check's own lines (which run failed, on what request, with what error), not npm's trailer. */
const failureOf = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => /^(Property failed|Counterexample|Got error)/.test(line))
    .join(' ')
    .slice(0, 800) || stderr.trim().split('\n').slice(-3).join(' ');

export function runFuzzer(runs: number): Promise<FuzzResult> {
  // On SQLite: the fuzzer's own temporary database, whatever the caller's environment says.
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  const child = spawn('npm', ['run', '--silent', 'fuzz', '--', '--runs', String(runs)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own (npm, tsx, node): a soak that is stopped ends the whole group.
    detached: true,
  });
  const stopGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stopGroup);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      process.removeListener('exit', stopGroup);
      const json = out.slice(out.indexOf('{'));
      let stats: Partial<FuzzResult> = {};
      try {
        stats = JSON.parse(json);
      } catch {
        // No statistics: the fuzzer failed; its message is on stderr.
      }
      resolve({
        passed: code === 0,
        requests: stats.requests ?? 0,
        statuses: stats.statuses ?? {},
        slowestMillis: stats.slowestMillis ?? 0,
        ...(code === 0 ? {} : { failure: failureOf(err) }),
      });
    });
  });
}
