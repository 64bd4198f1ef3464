// `pg_ctl restart -m fast` of the private cluster while the learners keep going: the server must
// answer 503 SERVICE_UNAVAILABLE in the gap and come back by itself, with no restart of its own.
import type { PrivatePostgres } from './postgres';

export interface RestartOutcome {
  startedAt: number;
  /** How long pg_ctl took to stop and start PostgreSQL. */
  pgCtlMs: number;
  /** From the restart's start to the first /api/health 200 after PostgreSQL was back. */
  recoveryMs: number;
  /** /api/health answers during the gap, by status. */
  health: Record<number, number>;
  recovered: boolean;
  /** When the gap is over for the learners too: their retries may still land a little later. */
  windowEndsAt: number;
}

/** A 503 from a request under way at the end of the gap may come a few seconds after it. */
export const GAP_GRACE_MS = 10_000;
const GIVE_UP_MS = 60_000;

export async function restartUnderLoad(pg: PrivatePostgres, base: string): Promise<RestartOutcome> {
  const startedAt = Date.now();
  let backAt = 0;
  const restart = pg.restart().then(() => (backAt = Date.now()));
  const health: Record<number, number> = {};
  let healthyAt = 0;
  while (Date.now() - startedAt < GIVE_UP_MS) {
    const status = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status,
      () => 0,
    );
    health[status] = (health[status] ?? 0) + 1;
    if (status === 200 && backAt) {
      healthyAt = Date.now();
      break;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await restart;
  const recovered = healthyAt > 0;
  return {
    startedAt,
    pgCtlMs: backAt - startedAt,
    recoveryMs: (recovered ? healthyAt : Date.now()) - startedAt,
    health,
    recovered,
    windowEndsAt: (recovered ? healthyAt : Date.now()) + GAP_GRACE_MS,
  };
}
