import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Schema = z.core.$ZodType;
type JsonSchema = Record<string, unknown>;

/**
 * A nullable field comes out of zod as `anyOf: [X, {type: 'null'}]`; fast-json-stringify then
 * validates every value against both branches. For a plain scalar X the same meaning fits in
 * `type: [X, 'null']`, which it writes without a validation pass.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null');
    const other = anyOf[1 - nullIndex];
    const scalar = ['string', 'number', 'integer', 'boolean'];
    if (nullIndex !== -1 && other && scalar.includes(other.type as string) && !other.enum) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The response schema as JSON Schema, or null when zod cannot say it in JSON Schema. */
export function responseJsonSchema(schema: Schema): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
    delete json.$schema;
    return simplifyNullable(json) as JsonSchema;
  } catch {
    return null;
  }
}

/**
 * Responses are written by a serialiser compiled once per route and status from the contract's
 * schema (fast-json-stringify), instead of re-validating every answer with zod and then calling
 * JSON.stringify: the write is several times cheaper on list pages. It keeps the property that
 * matters on the wire — only the fields the contract declares leave the server (objects are
 * closed, extra properties are not written). A schema JSON Schema cannot express keeps zod.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<Schema> = (route) => {
  // Compiled on the first answer of that route and status, not at start: a hundred routes with
  // several statuses each would otherwise add start-up time and memory for answers never sent.
  let write: ((data: unknown) => string) | undefined;
  const compile = () => {
    const json = responseJsonSchema(route.schema);
    return json ? fastJson(json as never) : zodSerializerCompiler(route as never);
  };
  return (data) => (write ??= compile())(data);
};
