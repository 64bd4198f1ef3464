import { z } from 'zod';
import { isValidTimeZone } from './time-zone-name';

export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isValidTimeZone, { message: 'unknown time zone' });
