import type { Language } from '@toeic-ace/contract';
import type appTexts from './zh/app.json';
import type languagesTexts from './zh/languages.json';
import type navTexts from './zh/nav.json';
import type headerTexts from './zh/header.json';
import type guardTexts from './zh/guard.json';
import type commonTexts from './zh/common.json';
import type authTexts from './zh/auth.json';
import type errorsTexts from './zh/errors.json';
import type errorBoundaryTexts from './zh/errorBoundary.json';
import type settingsTexts from './zh/settings.json';
import type difficultyTexts from './zh/difficulty.json';
import type homeTexts from './zh/home.json';
import type testGuideTexts from './zh/testGuide.json';
import type partsTexts from './zh/parts.json';
import type notFoundTexts from './zh/notFound.json';
import type footerTexts from './zh/footer.json';
import type practiceTexts from './zh/practice.json';
import type sessionTexts from './zh/session.json';
import type dashboardTexts from './zh/dashboard.json';
import type historyTexts from './zh/history.json';
import type reviewTexts from './zh/review.json';
import type vocabularyTexts from './zh/vocabulary.json';
import type notebookWordsTexts from './zh/notebookWords.json';
import type notebookImportTexts from './zh/notebookImport.json';
import type dictionaryTexts from './zh/dictionary.json';
import type wordCaptureTexts from './zh/wordCapture.json';
import type migrationTexts from './zh/migration.json';
import type localDataTexts from './zh/localData.json';
import type chatTexts from './zh/chat.json';
import type clientErrorsTexts from './zh/clientErrors.json';
import type offlineTexts from './zh/offline.json';
import type mockTexts from './zh/mock.json';
import type flashcardsTexts from './zh/flashcards.json';
import type mistakesTexts from './zh/mistakes.json';

/**
 * One language's texts, a namespace a file (locales/<language>/<namespace>.json), so features
 * add texts without touching one another's files. The app loads them by page (build/texts.ts);
 * this module is for the types (lib/i18n.ts) and for tests that read a whole language. The types
 * follow zh: every language has its keys, plural forms aside (locales.test.ts).
 */
export interface Texts {
  app: typeof appTexts;
  languages: typeof languagesTexts;
  nav: typeof navTexts;
  header: typeof headerTexts;
  guard: typeof guardTexts;
  common: typeof commonTexts;
  auth: typeof authTexts;
  errors: typeof errorsTexts;
  errorBoundary: typeof errorBoundaryTexts;
  settings: typeof settingsTexts;
  difficulty: typeof difficultyTexts;
  home: typeof homeTexts;
  testGuide: typeof testGuideTexts;
  parts: typeof partsTexts;
  notFound: typeof notFoundTexts;
  footer: typeof footerTexts;
  practice: typeof practiceTexts;
  session: typeof sessionTexts;
  dashboard: typeof dashboardTexts;
  history: typeof historyTexts;
  review: typeof reviewTexts;
  vocabulary: typeof vocabularyTexts;
  notebookWords: typeof notebookWordsTexts;
  notebookImport: typeof notebookImportTexts;
  dictionary: typeof dictionaryTexts;
  wordCapture: typeof wordCaptureTexts;
  migration: typeof migrationTexts;
  localData: typeof localDataTexts;
  chat: typeof chatTexts;
  clientErrors: typeof clientErrorsTexts;
  offline: typeof offlineTexts;
  mock: typeof mockTexts;
  flashcards: typeof flashcardsTexts;
  mistakes: typeof mistakesTexts;
}

const FILES = import.meta.glob<object>('./*/*.json', { eager: true, import: 'default' });

/** Every namespace of `language`, keyed by its file's name. */
export function languageTexts(language: Language): Texts {
  const texts: Record<string, object> = {};
  for (const [path, namespace] of Object.entries(FILES)) {
    const [, fileLanguage, name] = /^\.\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
    if (fileLanguage === language && name) texts[name] = namespace;
  }
  return texts as unknown as Texts;
}
