import { createServer } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A real OpenID provider on 127.0.0.1 (oauth2-mock-server) standing in for Google in tests: it
 * discovers, signs RS256 ID tokens, checks PKCE and auto-approves every authorization. Tests
 * choose the next sign-in's claims, or make the provider misbehave.
 */
export const MOCK_CLIENT_ID = 'toeic-ace-test-client';
export const MOCK_CLIENT_SECRET = 'toeic-ace-test-secret';

export interface MockClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  [claim: string]: unknown;
}

export interface MockGoogle {
  url: string;
  server: OAuth2Server;
  /** Claims of every ID token from now on (until changed). */
  setClaims: (claims: MockClaims) => void;
  /** The next authorization answers error=access_denied instead of a code. */
  refuseNext: () => void;
  stop: () => Promise<void>;
}

export async function startMockGoogle(port = 0): Promise<MockGoogle> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let claims: MockClaims = { sub: 'mock-subject' };
  // Both tokens of an exchange pass here; only the ID token has our client as its audience.
  server.service.on('beforeTokenSigning', (token) => {
    if (token.payload.aud === MOCK_CLIENT_ID) Object.assign(token.payload, claims);
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...claims };
  });
  await server.start(port, '127.0.0.1');
  // Its own default names the host "localhost"; the issuer must be exactly what we configure.
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return {
    url: server.issuer.url as string,
    server,
    setClaims: (next) => {
      claims = next;
    },
    refuseNext: () => {
      server.service.once('beforeAuthorizeRedirect', ({ url }) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', 'access_denied');
        url.searchParams.set('error_description', 'The user denied access');
      });
    },
    stop: () => server.stop(),
  };
}

export const googleEnv = (issuer: string) => ({
  GOOGLE_CLIENT_ID: MOCK_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: MOCK_CLIENT_SECRET,
  GOOGLE_ISSUER: issuer,
});

/** A port nothing listens on right now (for a provider that comes up later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
