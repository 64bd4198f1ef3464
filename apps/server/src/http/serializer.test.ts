import { allRoutes, errorEnvelopeSchema } from '@toeic-ace/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, responseJsonSchema } from './serializer';

/** A one-route app whose answer goes through the compiled serialiser for `schema`. */
async function answer(schema: z.ZodType, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.get('/x', { schema: { response: { 200: schema } } }, async () => data);
  try {
    const res = await app.inject({ method: 'GET', url: '/x' });
    return { status: res.statusCode, body: res.body };
  } finally {
    await app.close();
  }
}

describe('compiled response serialiser', () => {
  it('compiles the response schema of every route in the contract (none falls back to zod)', () => {
    const responses = allRoutes.flatMap((route) =>
      'response' in route && route.response ? [route] : [],
    );
    expect(responses.length).toBeGreaterThan(30);
    for (const route of responses) {
      expect(responseJsonSchema(route.response), `${route.method} ${route.path}`).not.toBeNull();
    }
    expect(responseJsonSchema(errorEnvelopeSchema)).not.toBeNull();
  });

  it('writes only the fields the schema declares, at any depth', async () => {
    const schema = z.object({
      user: z.object({ id: z.string(), email: z.string() }),
      items: z.array(z.object({ word: z.string() })),
    });
    const { status, body } = await answer(schema, {
      user: { id: 'u1', email: 'a@example.com', passwordHash: 'secret' },
      items: [{ word: 'agenda', userId: 'u2' }],
      internal: true,
    });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({
      user: { id: 'u1', email: 'a@example.com' },
      items: [{ word: 'agenda' }],
    });
    expect(body).not.toContain('secret');
  });

  it('keeps nulls, optional fields left out, enums, unions and records as JSON.stringify would', async () => {
    const schema = z.object({
      note: z.string().nullable(),
      count: z.number().int().nullable(),
      tag: z.string().optional(),
      level: z.enum(['easy', 'hard']),
      value: z.union([z.number(), z.string()]),
      byPart: z.record(z.string(), z.number()),
      at: z.iso.datetime(),
    });
    const data = {
      note: null,
      count: 3,
      level: 'hard',
      value: 'x"y',
      byPart: { part5: 2, part7: 0 },
      at: '2026-11-25T10:00:00.000Z',
    };
    const { body } = await answer(schema, data);
    expect(JSON.parse(body)).toEqual(data);
    expect(body).toBe(JSON.stringify(data));
  });

  it('falls back to zod for a schema JSON Schema cannot express', async () => {
    const schema = z.object({ n: z.number().transform((n) => n * 2) });
    expect(responseJsonSchema(schema)).toBeNull();
    // zod refuses to encode through a one-way transform: the route fails loudly, never silently.
    const { status } = await answer(schema, { n: 1 });
    expect(status).toBe(500);
  });
});
