/**
 * Work that grows with what one learner sends or owns (a dictionary file, a 10 000-word import,
 * an export) runs in slices: between them timers and I/O run, so other requests — /api/health
 * included — are served while it goes on.
 */

/** Resolves after the I/O and timers already waiting have had their turn. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * True once the current slice has run for `sliceMs` (the clock is read every `checkEvery`
 * calls, so a cheap step costs a counter increment).
 */
export function pacer(sliceMs = 15, checkEvery = 256) {
  let count = 0;
  let sliceStart = performance.now();
  return () => {
    if (++count % checkEvery !== 0 || performance.now() - sliceStart < sliceMs) return false;
    sliceStart = performance.now();
    return true;
  };
}
