import { CLIENT_ERRORS, REPORTED_SEVERITIES } from '@toeic-ace/contract/rules';
import type { ClientErrorReport } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from './api-client';
import { errorLog, type ClientErrorRecord, type ErrorLog } from './error-handler';

const cut = (text: string | undefined, max: number) =>
  text === undefined || text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/** The record as the server takes it: trimmed to the contract's field caps. */
export function toReport(record: ClientErrorRecord): ClientErrorReport {
  return {
    type: record.type,
    severity: record.severity,
    message: cut(record.message, CLIENT_ERRORS.reportMessageMax) ?? '',
    ...(record.code ? { code: cut(record.code, CLIENT_ERRORS.reportCodeMax) } : {}),
    ...(record.status !== undefined ? { status: record.status } : {}),
    source: record.source,
    ...(record.stack ? { stack: cut(record.stack, CLIENT_ERRORS.reportStackMax) } : {}),
    ...(record.componentStack
      ? { componentStack: cut(record.componentStack, CLIENT_ERRORS.reportStackMax) }
      : {}),
    url: cut(record.url, CLIENT_ERRORS.reportUrlMax) ?? '',
    userAgent: cut(navigator.userAgent, CLIENT_ERRORS.reportUserAgentMax) ?? '',
    timestamp: record.timestamp,
  };
}

const sendReport = (report: ClientErrorReport) =>
  api.call(routes.clientErrors.report, { body: report });

interface ReportingOptions {
  log?: ErrorLog;
  send?: (report: ClientErrorReport) => Promise<unknown>;
  now?: () => number;
}

/**
 * Sends errors of severity high and critical to POST /api/client-errors, so problems in the
 * field show up in the server log. Not while offline (it could not arrive), the same error at
 * most once per window, and no more than the server would accept per window. A report that
 * fails is dropped: it is in the local log already.
 */
/**
 * Severity high in the classification table, yet they tell of the learner's situation, not of a fault to fix: a
 * wrong password or an expired session, a dropped connection. Reporting them would bury the
 * real problems (and a wrong password would leave a line in the server log).
 */
const EXPECTED_TYPES: readonly string[] = ['AUTHENTICATION_ERROR', 'NETWORK_ERROR'];

export function startErrorReporting({
  log = errorLog,
  send = sendReport,
  now = Date.now,
}: ReportingOptions = {}): () => void {
  const lastSent = new Map<string, number>();
  let windowStart = -Infinity;
  let sentInWindow = 0;
  return log.subscribe((record) => {
    if (!REPORTED_SEVERITIES.includes(record.severity) || navigator.onLine === false) return;
    if (EXPECTED_TYPES.includes(record.type)) return;
    const at = now();
    const key = `${record.type}|${record.message}`;
    if (at - (lastSent.get(key) ?? -Infinity) < CLIENT_ERRORS.reportWindowMs) return;
    if (at - windowStart >= CLIENT_ERRORS.reportWindowMs) {
      windowStart = at;
      sentInWindow = 0;
    }
    if (sentInWindow >= CLIENT_ERRORS.reportsPerWindow) return;
    sentInWindow += 1;
    lastSent.set(key, at);
    send(toReport(record)).catch(() => {});
  });
}
