// The predicted score's wire shape (score-estimate.ts computes it, without zod).
import { z } from 'zod';
import { SCORE_ESTIMATE } from './score-constants';

export const scoreEstimateSchema = z.object({
  /** How many sessions the estimate used (the most recent, at most `recentSessions`). */
  recentSessions: z.number().int().min(0).max(SCORE_ESTIMATE.recentSessions),
  weights: z.object({ accuracy: z.number(), speed: z.number(), difficulty: z.number() }),
  /** 0 = no estimate yet; otherwise 10–990. */
  estimatedScore: z
    .number()
    .int()
    .min(0)
    .max(SCORE_ESTIMATE.base + SCORE_ESTIMATE.span)
    .refine((n) => n === 0 || n >= SCORE_ESTIMATE.base, {
      message: `must be 0 or at least ${SCORE_ESTIMATE.base}`,
    }),
  confidence: z.number().min(0).max(SCORE_ESTIMATE.maxConfidence),
});

export type ScoreEstimate = z.infer<typeof scoreEstimateSchema>;
