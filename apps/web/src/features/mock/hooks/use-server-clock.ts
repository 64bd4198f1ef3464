import { useEffect, useState } from 'react';

/**
 * The server's time, ticking: `serverNow` as the server last reported it, carried forward by
 * the browser's clock since that answer arrived (`receivedAt`, a Date.now() value).
 */
export function useServerClock(serverNow: string | undefined, receivedAt: number, tickMs = 250) {
  const offset = serverNow ? Date.parse(serverNow) - receivedAt : 0;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), tickMs);
    return () => clearInterval(timer);
  }, [offset, tickMs]);
  return now;
}
