import { z } from 'zod';

/**
 * Zod probes `new Function` to decide whether it may compile fast parsers. Under our CSP
 * (script-src 'self', no 'unsafe-eval') the probe fails harmlessly but the browser still reports
 * a violation on every page. Jitless mode skips the probe; the schemas a browser parses are small.
 * Imported first in main.tsx: object schemas read this setting when they are created.
 */
z.config({ jitless: true });
