import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry credentials: our tokens on the way to the web app's
 * /auth/callback page (which the server serves, so it sees that URL), and the provider's one-time
 * code and state on /api/auth/google/callback. Logs keep the parameter names, never the values.
 */
const SECRET_PARAMS = ['access_token', 'refresh_token', 'code', 'state', 'token'];
const SECRET_PATTERN = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

export const redactUrl = (url: string) => url.replace(SECRET_PATTERN, '$1[redacted]');

/** Fastify's default request serializer, with the URL's secrets blanked. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
