import { sanitizeForAI, type SanitizeOptions } from '@toeic-ace/contract';

/**
 * The one way text from outside our code enters a prompt: what a user typed, and what a model
 * wrote that another prompt quotes. It passes the contract's sanitiser (injection phrases, role
 * markers, scripts and markup neutralised; length bounded); its warnings are not needed here.
 */
export const promptText = (text: string, options: SanitizeOptions = {}): string =>
  sanitizeForAI(text, options).text;
