/**
 * The auth module's public surface: its routes, what the bearer-token plugin needs to turn an
 * access token into a user, and whether Google sign-in is configured (the health report).
 */
export { default as authRoutes } from './auth.routes';
export { userOfAccessToken } from './access';
export { isGoogleConfigured } from './google/google-client';
export {
  accessTokenVerifier,
  bearerToken,
  jwtKey,
  verifyAccessToken,
  type AccessClaims,
} from './tokens';
