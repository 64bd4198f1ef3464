import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resetClientState } from './reset';

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
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  localStorage.clear();
  await i18n.changeLanguage('zh');
  resetClientState();
});

afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss();
  vi.useRealTimers();
});
