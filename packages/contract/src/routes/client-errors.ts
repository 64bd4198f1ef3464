import { clientErrorReceiptSchema, clientErrorReportSchema } from '../client-errors';
import { defineRoutes } from './define';

export const clientErrorRoutes = defineRoutes({
  report: {
    method: 'POST',
    path: '/client-errors',
    auth: 'optional',
    summary: 'Log one browser error of severity high or critical',
    description:
      'Rate-limited per user (per IP without a valid bearer) and size-capped (413). Tokens, ' +
      'passwords and similar secrets in any field are blanked before the line is written to the ' +
      'server log; nothing is stored in the database.',
    body: clientErrorReportSchema,
    response: clientErrorReceiptSchema,
    errors: [400, 413, 429],
  },
});
