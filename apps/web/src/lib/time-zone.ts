import { isValidTimeZone } from '@toeic-ace/contract/rules';

let known: string | undefined;

/**
 * The browser's IANA time zone as Intl reports it; UTC when it reports none we know. Asked once
 * per page: the first date formatter loads the zone data, a visible share of a phone's start-up.
 */
export function browserTimeZone(): string {
  if (known === undefined) {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    known = zone && isValidTimeZone(zone) ? zone : 'UTC';
  }
  return known;
}
