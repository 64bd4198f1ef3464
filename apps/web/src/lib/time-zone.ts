import { isValidTimeZone } from '@toeic-ace/contract';

/** The browser's IANA time zone as Intl reports it; UTC when it reports none we know. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}
