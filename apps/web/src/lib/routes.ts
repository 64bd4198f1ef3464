/**
 * Every call of the API, as the web client makes them: the contract's table with its schemas
 * left out at build time (build/route-table.ts), so zod and the schemas stay out of the first
 * load, and each area in a module of its own, so a chunk carries only the areas it calls. It is
 * typed as the contract's table so each call's input and output types still follow from its
 * schemas; at run time an entry has no `params`, `query`, `body`, `response` or `events`
 * schema. Code that needs a schema takes the contract's own entry (lib/response-check.ts in
 * development; a streaming call passes it to lib/api-stream.ts), in a chunk of its own.
 */
export * as routes from 'virtual:route-table';
