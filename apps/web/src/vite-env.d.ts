/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

declare module 'virtual:route-table' {
  /** The contract's route table without its schemas (build/route-table.ts); see lib/routes.ts. */
  const table: Record<string, Record<string, Record<string, unknown>>>;
  export default table;
}

declare module 'virtual:texts' {
  /** Each language's shell texts, a chunk per language (build/texts.ts). */
  export const shellTexts: Record<
    'zh' | 'ja' | 'en',
    () => Promise<{ default: Record<string, object> }>
  >;
}
