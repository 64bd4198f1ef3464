import { fileURLToPath } from 'node:url';

/**
 * The folder of the built-in bank's data files, apps/server/content. This file sits directly in
 * src/ so that the same relative path works from the sources (tests, `npm run dev`) and from the
 * production bundle, where import.meta.url is apps/server/dist/server.cjs (config.ts finds the
 * web build the same way): authors edit the files in place and a restart picks them up.
 */
export const CONTENT_DIR = fileURLToPath(new URL('../content', import.meta.url));
