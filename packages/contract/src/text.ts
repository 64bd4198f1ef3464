import { z } from 'zod';

/**
 * Control characters have no place in anything a person types: NUL cannot even be stored in a
 * PostgreSQL text column, and the others break logs, exports and what other learners see.
 * Tab, line feed and carriage return stay allowed in multi-line text (a textarea, a pasted
 * Windows text with CRLF line ends); single-line fields allow none of them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, plus tab, LF and CR
const CONTROL_CHARS_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export const hasControlChars = (text: string, { singleLine = false } = {}) =>
  (singleLine ? CONTROL_CHARS_SINGLE_LINE : CONTROL_CHARS).test(text);

const CONTROL_CHARS_MESSAGE = 'must not contain control characters';

/** A string a user typed: every such field of a request schema starts from this. */
export const userText = ({ singleLine = false } = {}) =>
  z
    .string()
    .refine((text) => !hasControlChars(text, { singleLine }), { message: CONTROL_CHARS_MESSAGE });

/**
 * The shape of every id the server hands out (UUIDs, `ai-<uuid>`, `bank-p5-l3-01`). An id of any
 * other shape belongs to no record, so the server answers it as unknown without asking the
 * database — which would otherwise reject some of them (NUL) with an error of its own.
 */
const ID_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;
export const isWellFormedId = (id: string) => ID_SHAPE.test(id);
