import { pacer, yieldToEventLoop } from '../../runtime/event-loop';

/**
 * The dictionaries arrive as multi-megabyte JSON files; one JSON.parse of a whole file would hold
 * the event loop for seconds on a busy machine, and with it every request (health checks
 * included). These helpers read them piece by piece and let other work through in between.
 */

/**
 * Calls `each` for every element of the JSON array that starts at `from` ("[[…],[…],…]"), where
 * consecutive elements are separated by `separator` (e.g. `]],["` between CC-CEDICT entries,
 * whose last member is an array of numbers and whose first is a string), up to `to`.
 */
export async function forEachArrayElement(
  text: string,
  from: number,
  to: number,
  separator: string,
  each: (element: unknown) => void,
): Promise<number> {
  // `separator` straddles two elements: where the first ends and where the next begins.
  const cut = separator.indexOf(',');
  const pace = pacer();
  let start = from + 1;
  let count = 0;
  while (start < to) {
    const found = text.indexOf(separator, start);
    const end = found === -1 || found >= to ? to : found + cut;
    each(JSON.parse(text.slice(start, end)));
    start = end + 1;
    count += 1;
    if (pace()) await yieldToEventLoop();
  }
  return count;
}

/** Calls `each` for every line of `text`, yielding now and then. */
export async function forEachLine(text: string, each: (line: string) => void): Promise<void> {
  const pace = pacer();
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    each(text.slice(start, stop));
    start = stop + 1;
    if (pace()) await yieldToEventLoop();
  }
}
