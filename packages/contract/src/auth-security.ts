import { z } from 'zod';
import { AUTH } from './auth-constants';
import { newPasswordSchema, tokensSchema } from './auth';

/**
 * Account security calls whose shape is ours to define: password change, "log out everywhere", what
 * sign-in methods an account has, and the error values of the third-party sign-in callback.
 */

/**
 * `?error=` values the provider callback redirects to /auth/callback with: the sign-in page
 * turns each into its own error toast.
 */
export const GOOGLE_CALLBACK_ERRORS = ['google_auth_failed', 'callback_failed'] as const;
export type GoogleCallbackError = (typeof GOOGLE_CALLBACK_ERRORS)[number];

/** PUT /api/auth/password; the caller's refresh token keeps its session signed in. */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, { message: 'required' }).max(AUTH.passwordMaxLength),
  newPassword: newPasswordSchema,
  refreshToken: z.string().min(1).max(200),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Every other session is signed out; these replace the caller's tokens. */
export const changePasswordResultSchema = z.object({ tokens: tokensSchema });
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/** POST /api/auth/logout-all */
export const logoutAllResultSchema = z.object({ loggedOut: z.literal(true) });

export const SIGN_IN_PROVIDERS = ['google'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** GET /api/auth/security: accounts created through Google have no password to change. */
export const accountSecuritySchema = z.object({
  hasPassword: z.boolean(),
  providers: z.array(z.enum(SIGN_IN_PROVIDERS)),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;
