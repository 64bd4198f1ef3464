import { STORAGE_KEYS } from '@toeic-ace/contract/rules';
import type { Tokens } from '@toeic-ace/contract';
import { readString, removeKey, writeString } from './storage';

type Listener = (hasAccessToken: boolean) => void;
const listeners = new Set<Listener>();

const notify = () => {
  const present = hasAccessToken();
  listeners.forEach((listener) => listener(present));
};

export const getAccessToken = (): string | null => readString(STORAGE_KEYS.accessToken);
export const getRefreshToken = (): string | null => readString(STORAGE_KEYS.refreshToken);

/** Holding an access token counts as authenticated. */
export const hasAccessToken = (): boolean => Boolean(getAccessToken());

/** A stored credential of any kind makes the start-up user load worth trying. */
export const hasStoredCredential = (): boolean => hasAccessToken() || Boolean(getRefreshToken());

export function setTokens(tokens: Tokens): void {
  writeString(STORAGE_KEYS.accessToken, tokens.accessToken);
  writeString(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  notify();
}

export function clearTokens(): void {
  removeKey(STORAGE_KEYS.accessToken);
  removeKey(STORAGE_KEYS.refreshToken);
  notify();
}

export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
