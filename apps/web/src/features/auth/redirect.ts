/** Only same-origin paths are followed after sign-in (no open redirect, no loop back to /auth). */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return '/';
  return value;
}
