import fc from 'fast-check';
import {
  encodeSegment,
  fromSchema,
  hostileJson,
  hostilePackage,
  hostileString,
  mutated,
  pathSegment,
} from './arbitraries';
import type { FuzzRoute } from './openapi-routes';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Stands for the fuzzing user's current access token; replaced when the request is sent. */
export const VALID_TOKEN = '{{access-token}}';

export interface FuzzContext {
  /** Ids of real records (the fuzzing user's, another user's) so handlers reach the database. */
  knownIds: string[];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/vnd.api+json',
];

function bodyFor(route: FuzzRoute): fc.Arbitrary<{ body?: string; contentType?: string }> {
  // A body carrying a file (an Anki package) gets broken files as well as broken JSON.
  const file = route.body?.properties?.package
    ? [{ weight: 4, arbitrary: hostilePackage().map((pkg) => ({ package: pkg })) }]
    : [];
  const json = fc.oneof(
    { weight: 4, arbitrary: fromSchema(route.body) },
    { weight: 3, arbitrary: mutated(route.body) },
    { weight: 2, arbitrary: hostileJson() },
    ...file,
  );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: json.map((v) => ({ body: JSON.stringify(v), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(json, fc.constantFrom(...CONTENT_TYPES)).map(([v, contentType]) => ({
        body: JSON.stringify(v),
        contentType,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileString(), fc.constantFrom(...CONTENT_TYPES))
        .map(([body, contentType]) => ({ body, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Query fields that name a record: known ids reach the ownership checks behind them. */
const ID_QUERY_FIELDS = ['sessionId', 'before'];

function queryFor(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<string> {
  const known = Object.entries(route.query).map(([name, schema]) =>
    fc.tuple(
      fc.constant(name),
      ID_QUERY_FIELDS.includes(name)
        ? fc.oneof(
            fc.constantFrom(...ctx.knownIds),
            fromSchema(schema).map(String),
            hostileString(),
          )
        : fc.oneof(fromSchema(schema).map(String), hostileString()),
    ),
  );
  const pair = fc.oneof(
    ...known,
    fc.tuple(
      fc.oneof(hostileString(), fc.constantFrom('__proto__', 'constructor[prototype]')),
      hostileString(),
    ),
  );
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) =>
      pairs.length
        ? `?${pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')}`
        : '',
    );
}

const authFor = (route: FuzzRoute) =>
  fc.oneof(
    { weight: route.signedIn ? 6 : 2, arbitrary: fc.constant(`Bearer ${VALID_TOKEN}`) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: printable.map((t) => `Bearer ${t}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('Basic YTpi', 'Bearer', 'bearer  x.y.z', `Bearer ${VALID_TOKEN}x`),
    },
  );

const extraHeaders = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => ({ 'x-long': 'a'.repeat(n) })),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      printable.filter((k) => /^[a-z][a-z0-9-]{0,30}$/.test(k)),
      printable,
      { maxKeys: 30 },
    ),
  },
);

export function requestFor(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const params = route.pathParams.map(() => pathSegment(ctx.knownIds));
  return fc
    .record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      params: fc.tuple(...params),
      query: queryFor(route, ctx),
      auth: authFor(route),
      body: bodyFor(route),
      extra: extraHeaders,
    })
    .map(({ method, params: values, query, auth, body, extra }) => {
      let path = route.path;
      route.pathParams.forEach((name, i) => {
        path = path.replace(`{${name}}`, values[i] as string);
      });
      const headers: Record<string, string> = { ...extra };
      if (auth) headers.authorization = auth;
      const sendsBody = method !== 'GET' && method !== 'HEAD' && body.body !== undefined;
      if (sendsBody && body.contentType) headers['content-type'] = body.contentType;
      return {
        method,
        path: `${path}${query}`,
        headers,
        ...(sendsBody ? { body: body.body } : {}),
      };
    });
}
