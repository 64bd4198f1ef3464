import { routes } from '@/lib/routes';
import { CLIENT_ERRORS, clientErrorReportSchema } from '@toeic-ace/contract';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { ApiClientError } from './api-error';
import { installErrorCapture } from './error-capture';
import { createErrorLog } from './error-handler';
import { startErrorReporting } from './error-reporting';

describe('window errors and unhandled rejections', () => {
  it('go into the error log as COMPONENT (medium) and UNKNOWN (high)', () => {
    const log = createErrorLog();
    const uninstall = installErrorCapture(window, log);
    try {
      window.dispatchEvent(
        new ErrorEvent('error', { error: new Error('x is not a function'), message: 'x' }),
      );
      // jsdom has no PromiseRejectionEvent constructor; the browser's event carries `reason`.
      const rejection = Object.assign(new Event('unhandledrejection'), {
        reason: new Error('nobody awaited me'),
      });
      window.dispatchEvent(rejection);
    } finally {
      uninstall();
    }
    expect(log.all().map((r) => [r.source, r.type, r.severity, r.message])).toEqual([
      ['window', 'COMPONENT_ERROR', 'medium', 'x is not a function'],
      ['rejection', 'UNKNOWN_ERROR', 'high', 'nobody awaited me'],
    ]);
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('after uninstall') }),
    );
    expect(log.all()).toHaveLength(2);
  });
});

describe('reporting to the server', () => {
  it('POSTs high and critical faults to /api/client-errors, never the lower ones nor sign-in or network trouble', async () => {
    const { calls } = stubFetch(() => ok(routes.clientErrors.report, { logged: true }));
    const log = createErrorLog();
    const stop = startErrorReporting({ log });
    log.record(new ApiClientError('gone', 'NOT_FOUND', 404), { source: 'api' });
    log.record(new Error('bad input: validation'), { source: 'app' });
    // High, but the learner's situation rather than a fault: a wrong password, no connection.
    log.record(new ApiClientError('wrong password', 'LOGIN_FAILED', 401), { source: 'api' });
    log.record(new ApiClientError('offline', 'NETWORK_ERROR', 0), { source: 'api' });
    log.record(new Error('nobody awaited me'), { source: 'rejection' });
    stop();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/client-errors' });
    expect(clientErrorReportSchema.parse(calls[0]!.body)).toMatchObject({
      type: 'UNKNOWN_ERROR',
      severity: 'high',
      source: 'rejection',
      message: 'nobody awaited me',
      userAgent: navigator.userAgent,
      url: window.location.href,
    });
  });

  it('trims long fields to what the server accepts', async () => {
    const sent: unknown[] = [];
    const log = createErrorLog();
    startErrorReporting({ log, send: async (report) => sent.push(report) });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('u'.repeat(5_000));
    const huge = Object.assign(new Error('m'.repeat(5_000)), { operation: 'o'.repeat(5_000) });
    huge.stack = 's'.repeat(50_000);
    log.record(huge, { source: 'page', componentStack: 'c'.repeat(50_000) });
    const report = clientErrorReportSchema.parse(sent[0]);
    expect(report.message).toHaveLength(CLIENT_ERRORS.reportMessageMax);
    expect(report.stack).toHaveLength(CLIENT_ERRORS.reportStackMax);
    expect(report.code).toHaveLength(CLIENT_ERRORS.reportCodeMax);
    expect(report.userAgent).toHaveLength(CLIENT_ERRORS.reportUserAgentMax);
  });

  it('sends the same error once per window, at most the server budget, and nothing offline', () => {
    let now = 0;
    const sent: { message: string }[] = [];
    const log = createErrorLog(() => now);
    startErrorReporting({ log, now: () => now, send: async (report) => sent.push(report) });
    log.record(new Error('the same fault'), { source: 'rejection' });
    log.record(new Error('the same fault'), { source: 'rejection' });
    expect(sent).toHaveLength(1);
    for (let i = 0; i < CLIENT_ERRORS.reportsPerWindow + 5; i++) {
      log.record(new Error(`distinct ${i}`), { source: 'rejection' });
    }
    expect(sent).toHaveLength(CLIENT_ERRORS.reportsPerWindow);
    now += CLIENT_ERRORS.reportWindowMs;
    log.record(new Error('the same fault'), { source: 'rejection' });
    expect(sent).toHaveLength(CLIENT_ERRORS.reportsPerWindow + 1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    log.record(new Error('while offline'), { source: 'rejection' });
    expect(sent.at(-1)?.message).not.toBe('while offline');
  });
});
