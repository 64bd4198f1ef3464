/**
 * Zod probes `new Function` to decide whether it may compile fast parsers. Under the app's CSP
 * (script-src 'self', no 'unsafe-eval') the probe fails harmlessly, yet the browser reports a
 * violation on every page. Jitless mode skips the probe. Zod reads this shared config object (the
 * store behind z.config) when each object schema is created, so it is set here, by the entry's
 * first import: zod is never part of the first load (contract-zod-free.test.ts), and every chunk
 * that brings it runs after the entry.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// In place: zod keeps a reference to the object it finds (none should exist yet, but if so).
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });
