// Resident memory of the server, sampled while the learners run, and the flatness rule.

export interface RssSample {
  /** ms since the load started */
  at: number;
  bytes: number;
}

export const RSS_SAMPLE_EVERY_MS = 3_000;
/**
 * Flat means: the mean of the last window is at most this much above the mean of the second.
 * The first window is warm-up (JIT, statement caches, pools and the question bank filling), so it
 * is left out; a leak of a few KB a request over hundreds of thousands of requests shows as far
 * more than 15 %, while the noise of garbage collection on a shared machine stays well under.
 */
export const RSS_MAX_GROWTH = 0.15;

/** Samples `read()` every few seconds until stopped; a failed read (process gone) is skipped. */
export function sampleRss(read: () => number) {
  const started = Date.now();
  const samples: RssSample[] = [];
  const take = () => {
    try {
      samples.push({ at: Date.now() - started, bytes: read() });
    } catch {
      // The process is being replaced (the kill test runs later); nothing to sample.
    }
  };
  take();
  const timer = setInterval(take, RSS_SAMPLE_EVERY_MS);
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}

export interface RssWindow {
  label: string;
  meanBytes: number;
  samples: number;
}

/**
 * Per-minute means; a run shorter than three minutes is cut into three equal windows instead,
 * so a --quick run still has a warm-up, a reference and a last window to compare.
 */
export function rssWindows(samples: RssSample[], durationMs: number): RssWindow[] {
  const perMinute = durationMs >= 3 * 60_000;
  const size = perMinute ? 60_000 : durationMs / 3;
  const count = Math.max(1, Math.round(durationMs / size));
  // Past the deadline the learners only finish their step: not the load being measured.
  samples = samples.filter((s) => s.at < durationMs);
  return Array.from({ length: count }, (_, i) => {
    const inside = samples.filter((s) => s.at >= i * size && s.at < (i + 1) * size);
    const meanBytes = inside.reduce((sum, s) => sum + s.bytes, 0) / Math.max(1, inside.length);
    const label = perMinute
      ? `minute ${i + 1}`
      : `${Math.round((i * size) / 1000)}–${Math.round(((i + 1) * size) / 1000)} s`;
    return { label, meanBytes, samples: inside.length };
  });
}

/** The last window against the second: growth as a fraction (0.05 = 5 % more). */
export function rssGrowth(windows: RssWindow[]): number {
  const reference = windows[1] ?? windows[0];
  const last = windows[windows.length - 1];
  if (!reference || !last || reference.meanBytes === 0) return 0;
  return last.meanBytes / reference.meanBytes - 1;
}
