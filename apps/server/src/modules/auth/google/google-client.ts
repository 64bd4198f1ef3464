import type * as oidc from 'openid-client';
import type { Config } from '../../../config';

/** What one sign-in attempt must remember between the start and the callback. */
export interface SignInTransaction {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** The claims we use from a verified ID token (or, when it lacks them, from userinfo). */
export interface GoogleProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export const GOOGLE_SCOPES = 'openid email profile';
const TIMEOUT_SECONDS = 10;

/** Plain http only for a provider on this machine (the test issuer), never over a network. */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Both halves of the client credentials; the issuer always has a value (Google by default). */
export const isGoogleConfigured = (google: Config['google']): boolean =>
  Boolean(google.clientId && google.clientSecret);

/** Loaded on the first Google sign-in: most servers never configure Google, none need it to start. */
const library = () => import('openid-client');

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
// Google sends a boolean; some providers send the string.
const truthy = (value: unknown) => value === true || value === 'true';

/**
 * openid-client around one provider: discovery is done once and cached (a failed discovery is
 * retried by the next request), authorization URLs carry PKCE S256, state and nonce, and the
 * callback is checked for all three plus the ID token's signature, issuer, audience and expiry.
 */
export function createGoogleClient(google: Config['google'], redirectUri: string) {
  const { clientId, clientSecret, issuer } = google;
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    if (!clientId || !clientSecret) return Promise.reject(new Error('Google is not configured'));
    discovered ??= library()
      .then((lib) =>
        lib.discovery(new URL(issuer), clientId, clientSecret, undefined, {
          timeout: TIMEOUT_SECONDS,
          ...(isLoopbackHttp(issuer) ? { execute: [lib.allowInsecureRequests] } : {}),
        }),
      )
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  }

  async function start(): Promise<{ url: URL; transaction: SignInTransaction }> {
    const config = await configuration();
    const oidc = await library();
    const transaction = {
      codeVerifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: GOOGLE_SCOPES,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
    });
    return { url, transaction };
  }

  /** Exchanges the code; throws on any failed check. `query` is the callback's query string. */
  async function finish(query: string, transaction: SignInTransaction): Promise<GoogleProfile> {
    const config = await configuration();
    const oidc = await library();
    // Built from our own redirect URI, not the request's Host: that is what the provider saw.
    const currentUrl = new URL(`${redirectUri}?${query}`);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    let { email, email_verified: verified, name } = claims;
    // Providers may keep e-mail and name out of the ID token; userinfo (checked to be about the
    // same subject) has them then.
    if (text(email) === null && config.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      ({ email, email_verified: verified } = info);
      name = text(name) ?? info.name;
    }
    return {
      subject: claims.sub,
      email: text(email)?.toLowerCase() ?? null,
      emailVerified: truthy(verified),
      name: text(name),
    };
  }

  return { start, finish };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
