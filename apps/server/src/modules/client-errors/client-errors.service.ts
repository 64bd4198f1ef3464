import type { ClientErrorReport } from '@toeic-ace/contract';
import { CLIENT_ERRORS } from '@toeic-ace/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CounterStore } from '../../plugins/counter-store';
import { RateLimitError } from '../../errors';
import { scrubSecrets } from './scrub';

export interface ClientErrorReporter {
  /** Where the report comes from: the signed-in user, else the client address. */
  report(
    log: FastifyBaseLogger,
    report: ClientErrorReport,
    from: { userId: string | null; ip: string },
  ): Promise<void>;
}

const TEXT_FIELDS = ['message', 'code', 'stack', 'componentStack', 'url', 'userAgent'] as const;

function scrubbed(report: ClientErrorReport): ClientErrorReport {
  const out = { ...report };
  for (const field of TEXT_FIELDS) {
    const value = out[field];
    if (typeof value === 'string') out[field] = scrubSecrets(value);
  }
  return out;
}

/**
 * Browser errors end in the server log (no table): a burst from one browser is cut off after
 * CLIENT_ERRORS.reportsPerWindow per window, so a render loop cannot flood the log.
 */
export function createClientErrorReporter(counters: CounterStore): ClientErrorReporter {
  return {
    async report(log, report, { userId, ip }) {
      const key = `client-errors:${userId ? `user:${userId}` : `ip:${ip}`}`;
      const { count, resetInMs } = await counters.hit(key, CLIENT_ERRORS.reportWindowMs);
      if (count > CLIENT_ERRORS.reportsPerWindow) {
        throw new RateLimitError(
          `Too many error reports, retry in ${Math.ceil(resetInMs / 1000)} s`,
        );
      }
      const clientError = scrubbed(report);
      const line = { clientError, userId };
      if (report.severity === 'critical') log.error(line, 'client error reported');
      else log.warn(line, 'client error reported');
    },
  };
}
