import { MOCK_BLUEPRINT } from '@toeic-ace/contract/rules';
import type { MockTestSummary } from '@toeic-ace/contract';

/** Milliseconds left until `endsAt` at the server time `serverNowMs` (never below 0). */
export const remainingMs = (endsAt: string, serverNowMs: number) =>
  Math.max(0, Date.parse(endsAt) - serverNowMs);

/** "mm:ss" (or "h:mm:ss") of a duration, rounded up to the second so 0:00 means over. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * How fast this test's clock runs against the blueprint: 1 normally; less when the server
 * shortens sections for tests (MOCK_TIME_SCALE), so the pauses and the warning shrink alike.
 */
export function timeScaleOf(
  mock: Pick<MockTestSummary, 'kind' | 'listeningEndsAt' | 'readingEndsAt'>,
) {
  // Reading always runs its whole time after listening's end (however listening ended).
  const planned = MOCK_BLUEPRINT[mock.kind].readingMinutes * 60_000;
  const actual = Date.parse(mock.readingEndsAt) - Date.parse(mock.listeningEndsAt);
  return actual > 0 && planned > 0 ? Math.min(1, actual / planned) : 1;
}
