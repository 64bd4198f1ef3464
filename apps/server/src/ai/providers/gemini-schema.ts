import type { JsonSchema } from './ai-provider';

/**
 * Gemini's `responseSchema` is an OpenAPI 3.0 subset, not JSON Schema: upper-case types,
 * `nullable` instead of a "null" type, string-only enums, and a 400 for keywords it does not
 * know (additionalProperties, $schema, const, …). This keeps what it understands and drops the
 * rest: the caller validates the output against the full contract schema anyway.
 */
export type GeminiSchema = {
  type?: 'STRING' | 'NUMBER' | 'INTEGER' | 'BOOLEAN' | 'ARRAY' | 'OBJECT';
  description?: string;
  nullable?: boolean;
  enum?: string[];
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  propertyOrdering?: string[];
  items?: GeminiSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: GeminiSchema[];
};

const TYPES: Record<string, GeminiSchema['type']> = {
  string: 'STRING',
  number: 'NUMBER',
  integer: 'INTEGER',
  boolean: 'BOOLEAN',
  array: 'ARRAY',
  object: 'OBJECT',
};

const isObject = (v: unknown): v is JsonSchema =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Resolves local `#/$defs/…` and `#/definitions/…` references (zod emits them for reuse). */
function resolveRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const key of ref.slice(2).split('/')) target = isObject(target) ? target[key] : undefined;
  return isObject(target) ? target : {};
}

export function toGeminiSchema(
  schema: JsonSchema,
  root: JsonSchema = schema,
  depth = 0,
): GeminiSchema {
  // A recursive schema cannot be expressed without references; stop rather than loop.
  if (depth > 32) return {};
  const s = resolveRef(schema, root);
  const out: GeminiSchema = {};
  const convert = (sub: unknown) => toGeminiSchema(isObject(sub) ? sub : {}, root, depth + 1);

  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => typeof t === 'string');
  const concrete = types.filter((t) => t !== 'null');
  if (concrete.length === 1) out.type = TYPES[concrete[0] as string];
  if (types.includes('null') || s.nullable === true) out.nullable = true;
  if (typeof s.description === 'string') out.description = s.description;

  // A string const is a one-value enum, which Gemini can express; other consts are dropped.
  const enumValues = typeof s.const === 'string' ? [s.const] : s.enum;
  if (Array.isArray(enumValues)) {
    const values = enumValues.filter((v) => v !== null);
    // Gemini enums are strings; a numeric enum keeps its numeric type and loses the list.
    if (values.length && values.every((v) => typeof v === 'string')) {
      out.type = 'STRING';
      out.enum = values as string[];
    }
    if (values.length < enumValues.length) out.nullable = true;
  }

  if (isObject(s.properties)) {
    out.type ??= 'OBJECT';
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([key, sub]) => [key, convert(sub)]),
    );
    // Gemini otherwise orders keys alphabetically; the schema's order is the intended one
    // (e.g. reasoning fields before the answer key).
    out.propertyOrdering = Object.keys(s.properties);
    if (Array.isArray(s.required)) out.required = s.required.filter((k) => typeof k === 'string');
  }
  if (s.items !== undefined) {
    out.type ??= 'ARRAY';
    out.items = convert(Array.isArray(s.items) ? s.items[0] : s.items);
  }
  if (typeof s.minItems === 'number') out.minItems = s.minItems;
  if (typeof s.maxItems === 'number') out.maxItems = s.maxItems;
  if (typeof s.minimum === 'number') out.minimum = s.minimum;
  if (typeof s.maximum === 'number') out.maximum = s.maximum;

  const union = Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : undefined;
  if (union && !out.type) {
    const nonNull = union.filter((sub) => !(isObject(sub) && sub.type === 'null'));
    if (nonNull.length < union.length) out.nullable = true;
    if (nonNull.length === 1)
      Object.assign(out, convert(nonNull[0]), out.nullable ? { nullable: true } : {});
    else out.anyOf = nonNull.map(convert);
  }
  return out;
}
