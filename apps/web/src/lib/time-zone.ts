import { isValidTimeZone } from '@toeic-ace/contract/rules';

let known: string | undefined;

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's IANA time zone; UTC when it reports none we know. Asked once per page. Temporal
 * (where the browser has it) names the zone for free; Intl's first formatter loads its date
 * data first, ≈ 200 ms of a slow phone's start-up that no screen may need yet.
 */
export function browserTimeZone(): string {
  if (known === undefined) {
    const temporal = (globalThis as WithTemporal).Temporal?.Now.timeZoneId();
    if (temporal) known = temporal;
    else {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      known = zone && isValidTimeZone(zone) ? zone : 'UTC';
    }
  }
  return known;
}
