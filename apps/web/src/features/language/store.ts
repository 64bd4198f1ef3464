import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORE_VERSION,
  STORAGE_KEYS,
  type Language,
} from '@toeic-ace/contract/rules';
import { applyLanguage, interfaceLanguage } from '@/lib/i18n';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const sanitize = (persisted: unknown): { language: Language } => {
  const value = (persisted as { language?: unknown } | null)?.language;
  return { language: interfaceLanguage(value) };
};

/**
 * The interface language. The browser's choice is the source of truth: the app pushes it to the
 * user's server preferences when logged in (see app/sync), never the other way round.
 */
export const useLanguageStore = create<LanguageState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      setLanguage: (language) => {
        applyLanguage(language);
        set({ language });
      },
    }),
    {
      name: STORAGE_KEYS.language,
      version: LANGUAGE_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language }) => ({ language }),
      migrate: (persisted) => sanitize(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
      onRehydrateStorage: () => (state) => applyLanguage(state?.language ?? DEFAULT_LANGUAGE),
    },
  ),
);
