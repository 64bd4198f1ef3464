import { createRequire } from 'node:module';
import swagger from '@fastify/swagger';
import type SwaggerUiPlugin from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

type SwaggerUi = typeof SwaggerUiPlugin;

/**
 * OpenAPI generated from the contract's zod schemas that every route declares. Registered
 * before the routes so its onRoute hook sees them all.
 */
async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TOEIC Ace API',
        version: '1.0.0',
        description: 'Every response uses the envelope {success, data} or {success:false, error}.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document stays reachable through app.swagger() (tests and the fuzzer read it); only the
  // browsable UI is withheld in production unless API_DOCS=true.
  if (!app.config.apiDocs) return;
  // Only loaded when the UI is served: a production start without API_DOCS skips it entirely.
  // Required, not imported: it stays outside the server bundle (its static files live beside
  // it), and the bundle runs from a V8 code cache that cannot serve import() of another file.
  const swaggerUi = createRequire(import.meta.url)('@fastify/swagger-ui') as SwaggerUi;
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The UI's own policy (hashes of its inline scripts) replaces the app's on the docs routes.
    // Adjusted: upgrade-insecure-requests breaks plain-http localhost, the UI sets style
    // attributes at run time, and nothing may frame it.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
        .replace(/frame-ancestors [^;]*;/, "frame-ancestors 'none';"),
    uiConfig: { deepLinking: false },
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
