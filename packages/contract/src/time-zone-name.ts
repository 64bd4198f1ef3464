// Without zod: the web app checks the browser's time zone on every page.

/** Whether Intl knows the IANA time zone name (browsers report theirs the same way). */
export function isValidTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
