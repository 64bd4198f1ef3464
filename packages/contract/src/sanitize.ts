/**
 * Sanitiser for user text that goes into an AI prompt. Pure: no Node APIs, no DOM.
 *
 * `sanitizeForAI(input, { maxLength, context })` runs these steps, in this order:
 *
 *  1. Non-string input → `''` with the warning `not-string`.
 *  2. Truncation to `maxLength` characters (Unicode code points, so an emoji is never split;
 *     default `SANITIZER.defaultMaxLength`). Done first so every later step works on bounded text.
 *  3. Invisible characters removed: format characters (zero-width spaces and joiners, bidi
 *     controls, soft hyphen, BOM, tag characters — all of `\p{Cf}` except the joiner inside an
 *     emoji sequence) and control characters other than tab, LF and CR (VT, FF and NEL become LF).
 *     They are how blocklists get dodged ("ig\u200Bnore previous instructions").
 *  4. `chat` only: ``` and ~~~ fenced code blocks → `[code removed]` (an unclosed fence runs to
 *     the end of the text).
 *  5. Script-like patterns → `[removed]`: `<script>…</script>` blocks and stray script tags,
 *     `javascript:` / `vbscript:`, `on…=` event-handler attributes, `data:text/html` and
 *     `data:image/svg+xml` URLs.
 *  6. SQL-like patterns → `[removed]`: `DROP/TRUNCATE/ALTER TABLE|DATABASE|SCHEMA`,
 *     `; DELETE FROM` / `; INSERT INTO` / `; UPDATE … SET` / `; EXEC`, `UNION [ALL] SELECT`,
 *     tautologies (`OR 1=1`, `' OR 'a'='a`), a `--` comment right after a quote or after a removed
 *     pattern, `xp_cmdshell`, `WAITFOR DELAY`, `information_schema`.
 *  7. Role-marker tokens → `[filtered]`: `<|im_start|>`-style tokens (with the role word after
 *     them), `[INST]`, `[/INST]`, `[SYSTEM]`, `<<SYS>>`, `<start_of_turn>`, `<system>`-style tags.
 *     Before the HTML step so that tag-shaped markers are reported as role markers.
 *  8. HTML: comments and tags stripped (`<br>` becomes a newline). Only `<` directly followed by a
 *     letter, `/`, `!` or `?` starts a tag, so "a < b" and "I <3 it" survive.
 *  9. Line-start role markers (`system:`, `assistant:`, `user:`, `human:`, `developer:`,
 *     `系统：`, `助手：`, `用户：`, `システム：` …, markdown headers `### System`,
 *     `### Instructions` …) → `[filtered]`. (`model:` is left alone: "Model: XR-200" is a
 *     product form, and Gemini's roles are structural, not text.)
 * 10. Prompt-injection phrases in English, Chinese (simplified and traditional) and Japanese →
 *     `[filtered]` (see `INJECTION_PATTERNS` in sanitize-patterns.ts). Case-insensitive; words may be separated by any
 *     run of whitespace, `_`, `-`, `.` or `*`; CJK phrases tolerate whitespace between
 *     characters. Steps 7, 9 and 10 match against a copy in which full-width ASCII (`ｉｇｎｏｒｅ`) and
 *     the ideographic space are folded to ASCII; the original characters are kept elsewhere.
 *     Phrases that are ordinary business English ("She will act as the coordinator", "The
 *     manager gave new instructions", "You are now connected") are deliberately not matched:
 *     "act as" / "pretend to be" only count when addressed to the model (line or sentence start,
 *     or after "please", "now", "you", "you will / must / to …"), "you are now" only before a
 *     role word ("a", "an", "in", "no longer", "DAN", …), "new instructions" only as "your /
 *     these / my new instructions" or "new instructions:".
 * 11. `chat` only: 3 or more consecutive newlines (blank lines may hold spaces) → 2; a run of
 *     more than `CHAT_REPEAT.longerThan` identical characters → `CHAT_REPEAT.keep` of them
 *     (digits excepted: "100000000000" is a number, not noise).
 * 12. `generation` only: brackets and quotes stripped — ASCII `[]{}()<>"'` and the backtick, and
 *     their full-width / CJK / typographic forms (（）［］｛｝＜＞〈〉《》「」『』【】〔〕“”‘’＂＇｀).
 * 13. Escaping, in a form suited to prompts: the five HTML-special characters become look-alikes
 *     that cannot close a delimiter or open markup, instead of HTML entities (which models echo
 *     back as literal "&#39;" in their answers): `&` → `＆`, `<` → `‹`, `>` → `›`, `'` → `‘`/`’`,
 *     `"` → `“`/`”`. A quote is opening when it follows neither a Latin letter, a digit nor closing
 *     punctuation and is followed by something (so "What's" → "What’s", "'affect'" →
 *     "‘affect’"); the choice is typographic only — both forms are equally inert. Escaping is
 *     idempotent, so sanitising twice changes nothing more (except in `generation`, which strips
 *     the brackets of its own markers).
 * 14. Markers are inserted last: private-use placeholders (removed from the input in step 3)
 *     stand in for them until then, so no later step can mangle them. Adjacent markers of one
 *     kind merge into one.
 * 15. The safety check (`checkInputSafety`) runs on the raw input; its warnings are appended
 *     last. It never blocks and never changes the text.
 *
 * Warnings: one code per rule that changed the text, in step order, without duplicates (see
 * `SANITIZE_WARNINGS`), plus the safety-check codes. Escaping is routine and adds no warning.
 * `modified` is true exactly when the returned text differs from the input (non-string input
 * included).
 */
import { SANITIZER } from './ai-constants';
import {
  BRACKETS_AND_QUOTES,
  CHAT_REPEAT,
  CLOSING_SCRIPT,
  CODE_FENCES,
  EMOJI_ZWJ,
  HTML_BREAK,
  HTML_COMMENT,
  HTML_TAG,
  INJECTION_PATTERNS,
  INVISIBLE,
  LINE_BREAK_CONTROLS,
  LINE_START_ROLE_PATTERNS,
  MANY_NEWLINES,
  REPEATS,
  ROLE_TOKEN_PATTERNS,
  SCRIPT_PATTERNS,
  SQL_PATTERNS,
} from './sanitize-patterns';

export { CHAT_REPEAT, INJECTION_PATTERNS } from './sanitize-patterns';

export const SANITIZE_CONTEXTS = ['default', 'chat', 'generation'] as const;
type SanitizeContext = (typeof SANITIZE_CONTEXTS)[number];

export interface SanitizeOptions {
  /** Maximum length in characters (code points); default `SANITIZER.defaultMaxLength`. */
  maxLength?: number;
  /** `chat` and `generation` add the extra steps for those prompts (4, 11, 12 above). */
  context?: SanitizeContext;
}

export const SANITIZE_WARNINGS = {
  notString: 'not-string',
  truncated: 'truncated',
  invisibleRemoved: 'invisible-characters-removed',
  codeBlockRemoved: 'code-block-removed',
  scriptRemoved: 'script-removed',
  sqlRemoved: 'sql-removed',
  roleMarkerFiltered: 'role-marker-filtered',
  htmlStripped: 'html-stripped',
  injectionFiltered: 'prompt-injection-filtered',
  newlinesCollapsed: 'newlines-collapsed',
  repeatsShortened: 'repeats-shortened',
  bracketsQuotesStripped: 'brackets-quotes-stripped',
  tooLong: 'too-long',
  tooManySpecialCharacters: 'too-many-special-characters',
} as const;
type SanitizeWarning = (typeof SANITIZE_WARNINGS)[keyof typeof SANITIZE_WARNINGS];

interface SanitizeResult {
  text: string;
  warnings: SanitizeWarning[];
  modified: boolean;
}

interface SafetyCheckResult {
  /** False when any warning was raised. Advisory: the caller decides, nothing is blocked. */
  safe: boolean;
  warnings: SanitizeWarning[];
}

/** What replaced text becomes. */
export const SANITIZE_MARKERS = {
  /** Prompt-injection phrases and role markers. */
  filtered: '[filtered]',
  /** Script-like and SQL-like patterns. */
  removed: '[removed]',
  /** Fenced code blocks in the chat context. */
  code: '[code removed]',
} as const;

// Private-use placeholders for the markers until the last step (stripped from the input).
const PH_FILTERED = '\uE000';
const PH_REMOVED = '\uE001';
const PH_CODE = '\uE002';

// ---------------------------------------------------------------------------------------------
// Character helpers

const codePointLength = (s: string): number => {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A high surrogate followed by a low surrogate is one code point.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
};

const truncateCodePoints = (s: string, max: number): string => {
  if (s.length <= max) return s;
  let i = 0;
  for (let n = 0; n < max && i < s.length; n++) {
    const cp = s.codePointAt(i) ?? 0;
    i += cp > 0xffff ? 2 : 1;
  }
  return s.slice(0, i);
};

/** Full-width ASCII and the ideographic space folded to ASCII; same length as the input. */
const foldWidth = (s: string): string =>
  s.replace(/[\uFF01-\uFF5E\u3000]/g, (c) =>
    c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );

/** Replaces every match of `re` (global) found in the width-folded text, in the original text. */
const replaceFolded = (text: string, re: RegExp, replacement: string): string => {
  const folded = foldWidth(text);
  let out = '';
  let last = 0;
  for (const m of folded.matchAll(re)) {
    out += text.slice(last, m.index) + replacement;
    last = m.index + m[0].length;
  }
  return last === 0 ? text : out + text.slice(last);
};

/** After one of these a quote closes (or is an apostrophe); anywhere else it opens. */
const CLOSES_AFTER = /[\p{Script=Latin}\p{N}.,!?;:)\]}%]/u;

const escapeForPrompt = (s: string): string =>
  s.replace(/[&<>"']/g, (ch, offset: number, whole: string) => {
    if (ch === '&') return '＆';
    if (ch === '<') return '‹';
    if (ch === '>') return '›';
    const prev = offset > 0 ? whole.charAt(offset - 1) : '';
    const next = whole.charAt(offset + 1);
    const opening = !CLOSES_AFTER.test(prev) && next !== '' && !/\s/.test(next);
    if (ch === "'") return opening ? '‘' : '’';
    return opening ? '“' : '”';
  });

const replaceAll = (text: string, patterns: readonly RegExp[], replacement: string): string =>
  patterns.reduce((t, re) => t.replace(re, replacement), text);

const replaceAllFolded = (text: string, patterns: readonly RegExp[], replacement: string) =>
  patterns.reduce((t, re) => replaceFolded(t, re, replacement), text);

// ---------------------------------------------------------------------------------------------
// Public API

// Special = not ordinary; see checkInputSafety.
const SPECIAL = new RegExp(
  String.raw`(?![\p{L}\p{M}\p{N}\p{P}\p{Sc}\p{Extended_Pictographic}\p{Emoji_Modifier}\s])(?!${EMOJI_ZWJ})[\s\S]`,
  'gu',
);

/** Number of "special" characters in `text` (see `checkInputSafety`). */
export const countSpecialCharacters = (text: string): number => text.match(SPECIAL)?.length ?? 0;

/**
 * Advisory safety check (it never blocks): flags input longer than `SANITIZER.safetyMaxLength`
 * characters (`too-long`) or with more than `SANITIZER.safetyMaxSpecialCharRatio` special
 * characters (`too-many-special-characters`). Lengths count code points; the limits themselves
 * pass (5000 characters, exactly 10 %).
 *
 * A character is ordinary when it is a letter, combining mark or number in any script (so Chinese,
 * Japanese and Korean text is ordinary), whitespace, punctuation of any script (`\p{P}`: ASCII
 * .,;:!?'"()[]{}-_/@#%&*\ as well as 。、，！？「」…), a currency sign ($ € ¥ £ — TOEIC is full of
 * prices) or an emoji. Everything else is special: math and other symbols (+ < = > ^ | ~ `),
 * control and invisible format characters, private-use characters.
 */
export function checkInputSafety(input: string): SafetyCheckResult {
  if (typeof input !== 'string') return { safe: false, warnings: [SANITIZE_WARNINGS.notString] };
  const warnings: SanitizeWarning[] = [];
  const length = codePointLength(input);
  if (length > SANITIZER.safetyMaxLength) warnings.push(SANITIZE_WARNINGS.tooLong);
  if (length > 0 && countSpecialCharacters(input) / length > SANITIZER.safetyMaxSpecialCharRatio) {
    warnings.push(SANITIZE_WARNINGS.tooManySpecialCharacters);
  }
  return { safe: warnings.length === 0, warnings };
}

/** Sanitises user text before it goes into a prompt; the steps are listed at the top of this file. */
export function sanitizeForAI(input: unknown, options: SanitizeOptions = {}): SanitizeResult {
  if (typeof input !== 'string') {
    return { text: '', warnings: [SANITIZE_WARNINGS.notString], modified: true };
  }
  const context = options.context ?? 'default';
  const maxLength =
    typeof options.maxLength === 'number' &&
    Number.isFinite(options.maxLength) &&
    options.maxLength >= 0
      ? Math.floor(options.maxLength)
      : SANITIZER.defaultMaxLength;

  const warnings = new Set<SanitizeWarning>();
  let text = input;
  const step = (warning: SanitizeWarning, transform: (t: string) => string) => {
    const next = transform(text);
    if (next !== text) {
      warnings.add(warning);
      text = next;
    }
  };

  step(SANITIZE_WARNINGS.truncated, (t) => truncateCodePoints(t, maxLength));
  step(SANITIZE_WARNINGS.invisibleRemoved, (t) =>
    t.replace(LINE_BREAK_CONTROLS, '\n').replace(INVISIBLE, ''),
  );
  if (context === 'chat') {
    step(SANITIZE_WARNINGS.codeBlockRemoved, (t) => replaceAll(t, CODE_FENCES, PH_CODE));
  }
  step(SANITIZE_WARNINGS.scriptRemoved, (t) =>
    // Without a closing tag the block pattern could only rescan to the end from every opener.
    replaceAll(t, CLOSING_SCRIPT.test(t) ? SCRIPT_PATTERNS : SCRIPT_PATTERNS.slice(1), PH_REMOVED),
  );
  step(SANITIZE_WARNINGS.sqlRemoved, (t) => replaceAll(t, SQL_PATTERNS, PH_REMOVED));
  step(SANITIZE_WARNINGS.roleMarkerFiltered, (t) =>
    replaceAllFolded(t, ROLE_TOKEN_PATTERNS, PH_FILTERED),
  );
  step(SANITIZE_WARNINGS.htmlStripped, (t) =>
    t.replace(HTML_COMMENT, '').replace(HTML_BREAK, '\n').replace(HTML_TAG, ''),
  );
  step(SANITIZE_WARNINGS.roleMarkerFiltered, (t) =>
    replaceAllFolded(t, LINE_START_ROLE_PATTERNS, PH_FILTERED),
  );
  step(SANITIZE_WARNINGS.injectionFiltered, (t) =>
    replaceAllFolded(t, INJECTION_PATTERNS, PH_FILTERED),
  );
  if (context === 'chat') {
    step(SANITIZE_WARNINGS.newlinesCollapsed, (t) => t.replace(MANY_NEWLINES, '\n\n'));
    step(SANITIZE_WARNINGS.repeatsShortened, (t) =>
      t.replace(REPEATS, (_run, ch: string) => ch.repeat(CHAT_REPEAT.keep)),
    );
  }
  if (context === 'generation') {
    step(SANITIZE_WARNINGS.bracketsQuotesStripped, (t) => t.replace(BRACKETS_AND_QUOTES, ''));
  }
  // Adjacent markers of one kind ("admin' OR 1=1 --" → two removals) read as one.
  text = text.replace(/(\uE000|\uE001|\uE002)(?:\s*\1)+/g, '$1');
  text = escapeForPrompt(text)
    .replaceAll(PH_FILTERED, SANITIZE_MARKERS.filtered)
    .replaceAll(PH_REMOVED, SANITIZE_MARKERS.removed)
    .replaceAll(PH_CODE, SANITIZE_MARKERS.code);

  for (const w of checkInputSafety(input).warnings) warnings.add(w);
  return { text, warnings: [...warnings], modified: text !== input };
}
