import { OAuth2Server } from 'oauth2-mock-server';
import { freePort } from './server';

/**
 * oauth2-mock-server on 127.0.0.1 as the Google of the browser tests: a real OpenID provider
 * (discovery, RS256 ID tokens, PKCE) that approves every authorization at once.
 */
export const CLIENT_ID = 'toeic-ace-e2e-client';
export const CLIENT_SECRET = 'toeic-ace-e2e-secret';

export interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export async function startMockGoogle() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let claims: Claims = { sub: 'e2e-subject' };
  // Both tokens of an exchange pass here; only the ID token is for our client.
  server.service.on('beforeTokenSigning', (token) => {
    if (token.payload.aud === CLIENT_ID) Object.assign(token.payload, claims);
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...claims };
  });
  const port = await freePort();
  await server.start(port, '127.0.0.1');
  // Its default issuer says "localhost"; the server is configured with exactly this one.
  server.issuer.url = `http://127.0.0.1:${port}`;
  return {
    url: server.issuer.url,
    setClaims: (next: Claims) => {
      claims = next;
    },
    /** The next authorization is refused, as when the user declines consent. */
    refuseNext: () =>
      server.service.once('beforeAuthorizeRedirect', ({ url }) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
      }),
    /** The next redirect back carries a state that isn't this browser's. */
    tamperStateNext: () =>
      server.service.once('beforeAuthorizeRedirect', ({ url }) => {
        url.searchParams.set('state', 'forged-state');
      }),
    stop: () => server.stop(),
  };
}

export type MockGoogle = Awaited<ReturnType<typeof startMockGoogle>>;
