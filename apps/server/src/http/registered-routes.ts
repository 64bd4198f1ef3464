import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method and full path the app answers, read from Fastify's own route tree
 * (`printRoutes`), without the HEAD twins Fastify adds to each GET.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const segments: string[] = [];
  const found: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    segments.length = depth;
    segments.push(match[2] ?? '');
    const url = segments.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') found.push({ method, url });
    }
  }
  return found;
}
