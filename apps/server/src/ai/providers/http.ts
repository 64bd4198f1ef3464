import { AiProviderError, httpError, retryAfterFromHeaders } from './ai-error';
import type { AiVendor } from './ai-provider';

export interface ErrorDetails {
  message?: string;
  retryAfterMs?: number;
}

/** POSTs JSON; a non-2xx answer becomes an `AiProviderError` with the provider's own message. */
export async function postJson(
  provider: AiVendor,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
  readErrorBody: (json: unknown) => ErrorDetails,
): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal,
  });
  if (res.ok) return res;
  const text = await res.text().catch(() => '');
  let details: ErrorDetails = {};
  try {
    details = readErrorBody(JSON.parse(text));
  } catch {
    // A proxy's HTML error page: keep the status, show the start of the text.
  }
  const message = details.message ?? (text.slice(0, 200) || res.statusText);
  const retryAfterMs = details.retryAfterMs ?? retryAfterFromHeaders(res.headers);
  throw httpError(res.status, message, { provider, retryAfterMs });
}

/** A 200 whose body is not JSON is the provider's fault, not the model's: `malformed`. */
export function parseJsonBody(text: string, provider: AiVendor, status = 200): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AiProviderError('malformed', `${provider} sent a body that is not JSON`, {
      provider,
      status,
      cause: error,
    });
  }
}

export async function readJson(res: Response, provider: AiVendor): Promise<unknown> {
  return parseJsonBody(await res.text(), provider, res.status);
}
