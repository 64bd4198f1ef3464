import fc from 'fast-check';
import { zipSync } from 'fflate';
import type { JsonSchema } from './openapi-routes';

/** Strings a careless or hostile client sends: controls, NUL, scripts, emoji, huge ones. */
export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '',
      '\u0000',
      'a\u0000b',
      '\u0007\u001b[31m',
      '\u007f\u0085\u009f',
      '\r\n\t',
      '日本語のテキスト',
      '中文内容测试',
      '😀👩‍👩‍👧‍👦🇯🇵',
      '\ud800',
      '\u202e\u200b\ufeff',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '__proto__',
      'constructor',
      '../../etc/passwd',
      '%00%ZZ%',
      'null',
      'NaN',
      '-1',
      '1e309',
    ),
    fc.integer({ min: 1, max: 20_000 }).map((n) => 'x'.repeat(n)),
  );

const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty');

/** Any JSON value, now and then deep, wide or long. */
export const hostileJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 2, arbitrary: hostileString() },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 10, max: 200 }).map((depth) => {
        let v: unknown = 'deep';
        for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
        return v;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100, max: 5_000 })
        .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 100, max: 5_000 })
        .map((n) => Array.from({ length: n }, () => 'x')),
    },
    { weight: 1, arbitrary: fc.dictionary(protoKeys, fc.jsonValue({ maxDepth: 2 })) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -0, 1e308, -1, 0.5, 2 ** 53) },
  );

/** A value that fits the schema often enough to reach the handlers. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([k, s]) => [k, fromSchema(s, depth + 1)]),
      );
      return fc.record(shape, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -10,
        max: schema.maximum ?? 1_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.uuid();
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 30, 30),
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A schema-shaped object with one field replaced, or extra (prototype-polluting) keys added. */
export function mutated(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(fromSchema(schema), fc.oneof(protoKeys, fc.string({ maxLength: 12 })), hostileJson())
    .map(([value, key, hostile]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile;
      const keys = Object.keys(value);
      const target = keys.length && key.length % 2 ? keys[key.length % keys.length]! : key;
      return { ...value, [target]: hostile };
    });
}

/** Path segments: well-formed, then everything a URL parser and a database may choke on. */
export const pathSegment = (knownIds: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString().map(encodeSegment) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '%ZZ',
        '%',
        '%0',
        '%00',
        'a%00b',
        '%E0%A4%A',
        '%C0%AF',
        '%2F..%2F',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 90, max: 3_000 }).map((n) => 'a'.repeat(n)) },
  );

/** Escapes what Node's client refuses to put in a request line, leaving stray '%' as they are. */
export const encodeSegment = (text: string) =>
  Array.from(text)
    .map((c) => (/^[A-Za-z0-9\-._~!$&'()*+,;=:@%]$/.test(c) ? c : escape(c)))
    .join('')
    .slice(0, 4_000);

/** Percent-encodes one character as UTF-8 (a lone surrogate as U+FFFD). */
function escape(c: string): string {
  const bytes = Buffer.from(c, 'utf8');
  return Array.from(bytes, (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

const bytes = (maxLength: number) => fc.uint8Array({ maxLength });
const withPrefix = (prefix: number[] | string, rest: Uint8Array) =>
  new Uint8Array([...(typeof prefix === 'string' ? Buffer.from(prefix) : prefix), ...rest]);

/**
 * Anki packages gone wrong, as base64: past the first check (a zip entry's signature) and into
 * the worker that unzips and opens them — random bytes after the signature, zips of random
 * entries under the names a package uses, an SQLite header before garbage, a zstd header
 * before garbage.
 */
export const hostilePackage = (): fc.Arbitrary<string> =>
  fc
    .oneof(
      bytes(200).map((rest) => withPrefix([0x50, 0x4b, 0x03, 0x04], rest)),
      fc
        .dictionary(
          fc.constantFrom(
            'collection.anki2',
            'collection.anki21',
            'collection.anki21b',
            'media',
            'x',
          ),
          bytes(300),
          { minKeys: 1, maxKeys: 3 },
        )
        .map((files) => zipSync(files)),
      bytes(300).map((rest) =>
        zipSync({ 'collection.anki2': withPrefix('SQLite format 3\u0000', rest) }),
      ),
      bytes(300).map((rest) =>
        zipSync({ 'collection.anki21b': withPrefix([0x28, 0xb5, 0x2f, 0xfd], rest) }),
      ),
    )
    .map((pkg) => Buffer.from(pkg).toString('base64'));
