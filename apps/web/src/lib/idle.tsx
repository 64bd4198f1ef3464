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
