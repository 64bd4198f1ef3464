import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The envelope every /api response uses, errors included (docs/architecture.md). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: apiErrorSchema,
});

/** Field issues carried in `error.details` of a 400 VALIDATION_ERROR. */
export type FieldIssue = { path: string; message: string; code: string };
