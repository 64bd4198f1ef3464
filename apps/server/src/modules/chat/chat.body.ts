import type { z } from 'zod';
import { ValidationError } from '../../errors';

/**
 * Validates a body whose schema depends on the query's `action` (one path serves several calls),
 * answering like the route schemas do: 400 VALIDATION_ERROR with one issue per field.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 20).map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
    code: i.code,
  }));
  const first = issues[0];
  throw new ValidationError(`Invalid body: ${first?.path || 'body'}: ${first?.message}`, issues);
}
