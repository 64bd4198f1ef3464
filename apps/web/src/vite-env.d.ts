/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

declare module 'virtual:route-table' {
  /*
   * The contract's route table without its schemas (build/route-table.ts), an export per area
   * (so a chunk takes only the areas it calls). Typed as the contract's table, so each call's
   * input and output types follow from its schemas; at run time an entry has no `params`,
   * `query`, `body`, `response` or `events`. An area missing here fails the typecheck where it is
   * called; one the contract does not have fails it here.
   */
  import type { routes } from '@toeic-ace/contract';

  type Routes = typeof routes;
  export const health: Routes['health'];
  export const auth: Routes['auth'];
  export const practice: Routes['practice'];
  export const questions: Routes['questions'];
  export const dictionary: Routes['dictionary'];
  export const chat: Routes['chat'];
  export const vocabulary: Routes['vocabulary'];
  export const migration: Routes['migration'];
  export const clientErrors: Routes['clientErrors'];
  export const mockTests: Routes['mockTests'];
  export const mistakes: Routes['mistakes'];
  export const ability: Routes['ability'];
}

declare module 'virtual:texts' {
  /** Each language's shell texts, a chunk per language (build/texts.ts). */
  export const shellTexts: Record<
    'zh' | 'ja' | 'en',
    () => Promise<{ default: Record<string, object> }>
  >;
}
