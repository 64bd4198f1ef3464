/**
 * Accounts: password and name bounds, token lifetimes (docs/product-rules.md).
 */

export const AUTH = {
  passwordMinLength: 8,
  /** Generous upper bounds so argon2 cannot be fed megabytes. */
  passwordMaxLength: 128,
  usernameMaxLength: 40,
  emailMaxLength: 254,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  redirectDelayMs: 1_000,
} as const;
