import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetLocalDbForTests } from '@/db/database';
import { setApiRetryOptions } from '@/lib/api-client';
import { errorLog } from '@/lib/error-handler';
import { i18n, loadLanguage } from '@/lib/i18n';
import { takeContractDrift } from '@/lib/response-check';
import { LANGUAGES } from '@toeic-ace/contract';
import { resetClientState } from './reset';

// Every language's texts are at hand in tests, so switching language shows it at once.
await Promise.all(LANGUAGES.map(loadLanguage));

// findBy / waitFor wait for a condition; the first lazy route of a file can take seconds to
// load when the machine is busy, so give conditions that long before calling them failed.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs; sonner and the layout call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeEach(async () => {
  // Test files share one module graph (vitest.config.ts): each test starts with an empty
  // browser database (jsdom has none), as a fresh profile would; a file may still put its own
  // IndexedDB in place, or open its own database.
  forgetLocalDbForTests();
  Object.assign(Dexie.dependencies, { indexedDB: new IDBFactory(), IDBKeyRange });
  // Retries without the waits (as the server's instant retry sleeps): their timing has its own
  // tests (lib/retry.test.ts, lib/api-client.retry.test.ts).
  setApiRetryOptions({ baseDelayMs: 0, jitterMs: 0 });
  errorLog.clear();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  localStorage.clear();
  await i18n.changeLanguage('zh');
  resetClientState();
});

afterEach(() => {
  cleanup();
  // An answer that broke the contract fails its test even if the screen showed it as an error.
  const [drift] = takeContractDrift();
  if (drift) throw drift;
  // sonner keeps toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss();
  vi.useRealTimers();
});
