/**
 * The routes the fuzzer drives, read from the OpenAPI document the app generates from the
 * schemas every route declares: a route added tomorrow is fuzzed tomorrow.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
};

export interface FuzzRoute {
  method: string;
  /** OpenAPI form: /api/practice/sessions/{id} */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  signedIn: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

export function routesOf(document: unknown): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    for (const [method, op] of Object.entries(operations)) {
      const parameters = op.parameters ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: op.requestBody?.content?.['application/json']?.schema,
        signedIn: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return routes;
}
