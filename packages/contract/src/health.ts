import { z } from 'zod';

export const AI_PROVIDERS = ['gemini', 'openai', 'none'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  ai: z.object({ provider: z.enum(AI_PROVIDERS), configured: z.boolean() }),
  /** Which third-party sign-in the server is configured for; the web hides the others. */
  auth: z.object({ google: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;
