import { z } from 'zod';
import { AUTH } from './auth-constants';
import { preferencesPatchSchema, preferencesSchema } from './preferences';
import { userText } from './text';

const email = userText({ singleLine: true })
  .trim()
  .toLowerCase()
  .max(AUTH.emailMaxLength)
  .pipe(z.email({ message: 'invalid e-mail address' }));

/**
 * New passwords only: one a user can type has no control characters. The password of a sign-in
 * is never restricted, so an existing one keeps working; it is only ever hashed.
 */
export const newPasswordSchema = userText({ singleLine: true })
  .min(AUTH.passwordMinLength, { message: `at least ${AUTH.passwordMinLength} characters` })
  .max(AUTH.passwordMaxLength);

const username = userText({ singleLine: true })
  .trim()
  .min(1, { message: 'required' })
  .max(AUTH.usernameMaxLength);

export const registerRequestSchema = z.strictObject({
  email,
  password: newPasswordSchema,
  username,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email,
  password: z.string().min(1, { message: 'required' }).max(AUTH.passwordMaxLength),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const refreshRequestSchema = z.strictObject({ refreshToken: z.string().min(1).max(200) });

export const logoutRequestSchema = refreshRequestSchema;

export const updateProfileRequestSchema = z
  .strictObject({ username: username.optional(), preferences: preferencesPatchSchema.optional() })
  .refine((v) => v.username !== undefined || v.preferences !== undefined, {
    message: 'nothing to update',
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  preferences: preferencesSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const tokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof tokensSchema>;

export const authResultSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const refreshResultSchema = z.object({ tokens: tokensSchema });
