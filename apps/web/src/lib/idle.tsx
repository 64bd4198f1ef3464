import { useEffect, useState, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Runs `task` once the browser has a quiet moment after the page's first paint is on screen and
 * its reads have come back (at the latest `timeoutMs` after that), so upkeep no screen waits for
 * stays off a phone's busy start-up: a browser is often idle before it has painted anything, and
 * again while the page waits for its data, whose arrival and render it would slow. Answers a
 * function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 5_000): () => void {
  let cancelReads = () => {};
  let cancelIdle = () => {};
  const cancelPaint = afterFirstPaint(() => {
    cancelReads = whenReadsSettled(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
        cancelIdle = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(task, 1);
        cancelIdle = () => window.clearTimeout(timer);
      }
    });
  });
  return () => {
    cancelPaint();
    cancelReads();
    cancelIdle();
  };
}

/** Past this, upkeep stops waiting for the page's reads (a slow server, a read retrying). */
const READS_WAIT_MS = 5_000;

/** Runs `task` once no read of the app's query cache is in flight, at most READS_WAIT_MS on. */
function whenReadsSettled(task: () => void): () => void {
  let done = false;
  let unsubscribe = () => {};
  const cancel = () => {
    done = true;
    unsubscribe();
    window.clearTimeout(timer);
  };
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const timer = window.setTimeout(run, READS_WAIT_MS);
  if (queryClient.isFetching() === 0) run();
  else
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) run();
    });
  return cancel;
}

/** Renders `children` from the browser's first quiet moment on (see whenIdle). */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}

/** Past this, a page that has still not painted (a tab hidden meanwhile) runs the task anyway. */
const PAINT_WAIT_MS = 3_000;

/** Has the page shown its first text or image (the browser's first-contentful-paint entry)? */
const contentPainted = () =>
  (performance.getEntriesByName?.('first-contentful-paint').length ?? 0) > 0;
/** Can this browser tell when the first paint is on screen? */
const paintObservable = () =>
  typeof PerformanceObserver === 'function' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint') === true;

/**
 * Runs `task` once the page's first contentful paint is on screen — or, if that has already
 * happened, just after the next frame — so requests and work no first paint needs do not start
 * while the page is still getting to it (on a slow phone they would share its bandwidth and
 * main thread). In a hidden tab, which paints nothing, it runs at once. Answers a function that
 * cancels it.
 */
export function afterFirstPaint(task: () => void): () => void {
  let done = false;
  const timers: number[] = [];
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const cancel = () => {
    done = true;
    timers.forEach((timer) => window.clearTimeout(timer));
    observer?.disconnect();
  };
  if (document.visibilityState === 'hidden') {
    timers.push(window.setTimeout(run, 0));
  } else if (!contentPainted() && paintObservable()) {
    // The entry is reported once the paint has been presented, not when it is drawn. Every
    // waiting task's observer hears it in the same task: each then runs in a task of its own,
    // or together (the practice page's chunks, the profile's refresh, the upkeep's wait…) they
    // were one long task just after the paint, counted whole as blocking time on a phone.
    observer = new PerformanceObserver(() => {
      if (!contentPainted()) return;
      observer?.disconnect();
      timers.push(window.setTimeout(run, 0));
    });
    observer.observe({ type: 'paint' });
    timers.push(window.setTimeout(run, PAINT_WAIT_MS));
  } else {
    // A frame callback runs before its frame is painted, a task queued from it after.
    window.requestAnimationFrame(() => timers.push(window.setTimeout(run, 0)));
    timers.push(window.setTimeout(run, PAINT_WAIT_MS));
  }
  return cancel;
}

/**
 * Starts each of `starts` in a task of its own, in order, and settles when all have. A dynamic
 * import adds its chunk's preload links to the page when it is called: several started together
 * (the practice page's chunks after its first paint) did that in one long task.
 */
export function startInTurn(
  starts: readonly (() => Promise<unknown>)[],
): Promise<PromiseSettledResult<unknown>[]> {
  const nextTask = () => new Promise((resolve) => window.setTimeout(resolve, 0));
  return Promise.allSettled(starts.map((start) => nextTask().then(start)));
}

/** False until the first paint is on screen (see afterFirstPaint), then true. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}
