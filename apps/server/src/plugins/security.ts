import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * A CSP the built Vite app passes: its scripts and styles are files from our origin. Styles allow
 * 'unsafe-inline' because the toast library injects a <style> tag; blob:/data: cover generated
 * images and audio. No upgrade-insecure-requests: the app is served over plain http on localhost.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Powerful browser features the app never uses are switched off for every page and any frame.
 * Listening practice uses speech synthesis, which needs no permission.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * The security headers of every response, as one fixed list: the same list goes on answers
 * written straight to the socket (client errors, timeouts), where no hook runs.
 */
export function securityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    // Matches frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    // Same-origin only; nothing of ours is meant to be embedded by other sites.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Over plain http (localhost, a LAN) the header would be ignored at best, and pinning https
    // on a name that has none locks the users out; it is sent when the public address is https.
    strictTransportSecurity: publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

declare module 'fastify' {
  interface FastifyInstance {
    securityHeaders: Readonly<Record<string, string>>;
  }
}

async function securityPlugin(
  app: FastifyInstance,
  { headers }: { headers: Readonly<Record<string, string>> },
) {
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

export default fp(securityPlugin, { name: 'security' });
