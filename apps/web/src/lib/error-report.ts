/** The report a user can copy from an error screen. */
export interface ErrorReport {
  error: string;
  stack: string | undefined;
  componentStack: string | undefined;
  userAgent: string;
  url: string;
  timestamp: string;
}

export function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  if (typeof value === 'string') return new Error(value);
  try {
    return new Error(JSON.stringify(value));
  } catch {
    return new Error(String(value));
  }
}

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
