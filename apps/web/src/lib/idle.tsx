import { useEffect, useState, type ReactNode } from 'react';

/**
 * Runs `task` once the browser has a quiet moment (at the latest after `timeoutMs`), so work no
 * screen waits for stays off a phone's busy start-up. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 5_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

/** Renders `children` from the browser's first quiet moment on (see whenIdle). */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}

/** A tab hidden meanwhile paints no frames: past this, the task runs without waiting for one. */
const PAINT_WAIT_MS = 1_000;

/**
 * Runs `task` just after the browser's next paint — a frame callback runs before its frame is
 * painted, a task queued from it after — so requests and work no first paint needs do not start
 * while the page is still getting to it (on a slow phone they would share its bandwidth and
 * main thread). In a hidden tab, which paints nothing, it runs at once. Answers a function
 * that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(fallback);
    window.cancelAnimationFrame(frame);
    task();
  };
  const frame = window.requestAnimationFrame(() => window.setTimeout(run, 0));
  const fallback = window.setTimeout(run, PAINT_WAIT_MS);
  return () => {
    done = true;
    window.clearTimeout(fallback);
    window.cancelAnimationFrame(frame);
  };
}

/** False until just after the first paint of the component (see afterNextPaint), then true. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
