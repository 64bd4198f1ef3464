// Zod probes `new Function` to decide whether it may compile fast parsers. Under the app's CSP
// (script-src 'self', no 'unsafe-eval') the probe fails harmlessly, yet the browser reports a
// violation on every page. Jitless mode skips the probe. Zod reads this shared config object
// (the store behind z.config) when each object schema is created, so it must be set before any
// bundle chunk runs: a classic script here runs before every module script, whatever the order
// the bundler gives the chunks.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
