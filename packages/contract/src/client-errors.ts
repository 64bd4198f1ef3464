import { z } from 'zod';
import { CLIENT_ERROR_TYPES, ERROR_SEVERITIES } from './client-error-kinds';
import { CLIENT_ERRORS } from './constants';

const text = (max: number) => z.string().max(max);

/**
 * One error a browser reports: what failed and where, never the request body or any credential
 * (the server blanks anything that looks like one all the same).
 */
export const clientErrorReportSchema = z.object({
  type: z.enum(CLIENT_ERROR_TYPES),
  severity: z.enum(ERROR_SEVERITIES),
  message: text(CLIENT_ERRORS.reportMessageMax),
  /** The API error code or the storage operation, when there is one. */
  code: text(CLIENT_ERRORS.reportCodeMax).optional(),
  status: z.number().int().min(0).max(999).optional(),
  /** Where it was caught: api, storage, window, rejection, boundary, page. */
  source: text(40),
  stack: text(CLIENT_ERRORS.reportStackMax).optional(),
  componentStack: text(CLIENT_ERRORS.reportStackMax).optional(),
  url: text(CLIENT_ERRORS.reportUrlMax),
  userAgent: text(CLIENT_ERRORS.reportUserAgentMax),
  timestamp: z.iso.datetime(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorReceiptSchema = z.object({ logged: z.literal(true) });
