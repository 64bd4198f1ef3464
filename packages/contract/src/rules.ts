/**
 * The contract without schemas: constants, rules and helpers that load no zod. The web app's
 * code imports values from here (`@toeic-ace/contract/rules`), so a page's first load never
 * carries zod or a schema; lint forbids value imports of the main entry there, and
 * rules.test.ts proves nothing this entry reaches imports zod.
 */
export * from './ai-constants';
export * from './auth-constants';
export * from './bank-rules';
export * from './chat-constants';
export * from './client-error-kinds';
export * from './constants';
export * from './dictionary-constants';
export * from './error-codes';
export * from './feedback';
export * from './graphic-text';
export * from './links';
export * from './migration-constants';
export * from './mock-rules';
export * from './notebook-constants';
export * from './parts';
export * from './preferences-defaults';
export * from './retry';
export * from './review-rules';
export * from './sanitize';
export * from './score-estimate';
export * from './score-constants';
export * from './score-scale';
export * from './time-zone-name';
export * from './vocabulary-constants';
export * from './vocabulary-csv';
export * from './vocabulary-limits';
export * from './vocabulary-word-rules';
export * from './routes/define';
