import type { ESLint } from 'eslint';

/** Every table of db/schema.ts and the module that owns it. */
export const TABLE_OWNERS: Record<string, string>;

declare const plugin: ESLint.Plugin;
export default plugin;
