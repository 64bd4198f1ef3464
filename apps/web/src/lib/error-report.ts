import { toError } from './to-error';

/** The report a user can copy from an error screen. */
export interface ErrorReport {
  error: string;
  stack: string | undefined;
  componentStack: string | undefined;
  userAgent: string;
  url: string;
  timestamp: string;
}

// The shell's error log needs only this (a module apart, so the report and the clipboard code
// come with the error screens that copy reports, not with every page).
export { toError } from './to-error';

export function buildErrorReport(error: unknown, componentStack?: string | null): ErrorReport {
  const err = toError(error);
  return {
    error: `${err.name}: ${err.message}`,
    stack: err.stack,
    componentStack: componentStack ?? undefined,
    userAgent: navigator.userAgent,
    url: window.location.href,
    timestamp: new Date().toISOString(),
  };
}

/** Clipboard API first; the textarea fallback covers insecure origins and older browsers. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the legacy path
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand('copy');
  } finally {
    area.remove();
  }
}
