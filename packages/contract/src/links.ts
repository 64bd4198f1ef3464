/**
 * Links the server stores from what a learner brings (a migrated question's image or audio, a
 * migrated word's pronunciation): an absolute http(s) address, or — where the app serves the
 * file itself — a path of its own (`/images/q1.png`). Anything else (`javascript:`, `data:`,
 * `//elsewhere`, `/\elsewhere`, text with spaces or control characters) is never stored: it
 * could only ever run script or leave the app.
 */
export function isSafeLink(value: string, { ownPaths }: { ownPaths: boolean }): boolean {
  // Whitespace, control characters and backslashes: a browser strips or rewrites them (a
  // backslash counts as a slash), so what it would load is not what was checked.
  if (/[\s\\]/.test(value) || hasControlCharacter(value)) return false;
  if (value.startsWith('/')) return ownPaths && !value.startsWith('//');
  // A host of letters, digits, dots and hyphens (and a port): no user info, nothing a parser
  // could read another way.
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]|$)/i.test(value);
}

const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
