import {
  authResultSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResultSchema,
  registerRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from '../auth';
import {
  accountSecuritySchema,
  changePasswordRequestSchema,
  changePasswordResultSchema,
  logoutAllResultSchema,
} from '../auth-security';
import { logoutResultSchema } from '../logout';
import { defineRoutes } from './define';

export const authRoutes = defineRoutes({
  register: {
    method: 'POST',
    path: '/auth/register',
    auth: 'none',
    body: registerRequestSchema,
    status: 201,
    response: authResultSchema,
    errors: [400, 409, 429],
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    auth: 'none',
    description:
      'An unknown e-mail and a wrong password get the same 401. A success sets the ' +
      'httpOnly known-device cookie. 429 with Retry-After: after 5 tries at one account ' +
      'from one client in 15 minutes; while the account is slowed down after 10 tries a ' +
      'day from clients it does not know (1 s, 2 s, 4 s … up to 15 minutes between tries); ' +
      'after 200 failures from one IP in 15 minutes. A browser carrying the account’s ' +
      'known-device cookie is spared the last two.',
    body: loginRequestSchema,
    response: authResultSchema,
    errors: [400, 401, 429],
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    auth: 'none',
    description:
      'Rotates the pair. The same token again within 20 s gets the same successor (parallel ' +
      'tabs); presenting it later revokes its family.',
    body: refreshRequestSchema,
    response: refreshResultSchema,
    errors: [400, 401],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    auth: 'none',
    description: 'Revokes the refresh token and its family. Needs no access token.',
    body: logoutRequestSchema,
    response: logoutResultSchema,
    errors: [400],
  },
  getProfile: {
    method: 'GET',
    path: '/auth/profile',
    auth: 'required',
    response: userSchema,
    errors: [401],
  },
  updateProfile: {
    method: 'PUT',
    path: '/auth/profile',
    idempotent: true,
    auth: 'required',
    description: 'Partial update; practiceSettings merges key by key; unknown keys are rejected.',
    body: updateProfileRequestSchema,
    response: userSchema,
    errors: [400, 401],
  },
  getSecurity: {
    method: 'GET',
    path: '/auth/security',
    auth: 'required',
    description: 'Whether the account has a password, and its linked sign-in providers.',
    response: accountSecuritySchema,
    errors: [401],
  },
  changePassword: {
    method: 'PUT',
    path: '/auth/password',
    auth: 'required',
    description:
      'Needs the current password (400 INVALID_CURRENT_PASSWORD; 400 PASSWORD_NOT_SET for ' +
      'Google-only accounts) and the caller’s refresh token, which stays valid. Every other ' +
      'session ends: their refresh and access tokens are refused from now on. Returns the ' +
      'caller’s new access token with the same refresh token.',
    body: changePasswordRequestSchema,
    response: changePasswordResultSchema,
    errors: [400, 401, 429],
  },
  logoutAll: {
    method: 'POST',
    path: '/auth/logout-all',
    auth: 'required',
    description: 'Ends every session of the user: all refresh tokens and access tokens.',
    response: logoutAllResultSchema,
    errors: [401],
  },
  googleStart: {
    kind: 'redirect',
    method: 'GET',
    path: '/auth/google',
    auth: 'none',
    summary: 'Starts Google sign-in (full-page navigation)',
    description:
      'Redirects to the provider with PKCE (S256), state and nonce; keeps them in a signed, ' +
      'httpOnly cookie for 10 minutes. 404 GOOGLE_NOT_CONFIGURED without client credentials.',
    errors: [404],
  },
  googleCallback: {
    kind: 'redirect',
    method: 'GET',
    path: '/auth/google/callback',
    auth: 'none',
    summary: 'Provider redirect target',
    description:
      'Redirects to /auth/callback?access_token=…&refresh_token=…&user_id=… or ' +
      '?error=google_auth_failed (provider refused, exchange or ID token check failed) / ' +
      '?error=callback_failed (missing or expired cookie, state mismatch, anything else).',
    errors: [],
  },
});
