// One file per namespace, so features add texts without touching one another's files.
import appTexts from './app.json';
import languagesTexts from './languages.json';
import navTexts from './nav.json';
import headerTexts from './header.json';
import guardTexts from './guard.json';
import commonTexts from './common.json';
import authTexts from './auth.json';
import errorsTexts from './errors.json';
import errorBoundaryTexts from './errorBoundary.json';
import settingsTexts from './settings.json';
import difficultyTexts from './difficulty.json';
import homeTexts from './home.json';
import partsTexts from './parts.json';
import notFoundTexts from './notFound.json';
import footerTexts from './footer.json';
import practiceTexts from './practice.json';
import sessionTexts from './session.json';
import dashboardTexts from './dashboard.json';
import historyTexts from './history.json';
import reviewTexts from './review.json';
import vocabularyTexts from './vocabulary.json';
import dictionaryTexts from './dictionary.json';
import wordCaptureTexts from './wordCapture.json';
import migrationTexts from './migration.json';
import localDataTexts from './localData.json';
import chatTexts from './chat.json';
import clientErrorsTexts from './clientErrors.json';
import offlineTexts from './offline.json';
import mockTexts from './mock.json';
import flashcardsTexts from './flashcards.json';
import mistakesTexts from './mistakes.json';

export default {
  app: appTexts,
  languages: languagesTexts,
  nav: navTexts,
  header: headerTexts,
  guard: guardTexts,
  common: commonTexts,
  auth: authTexts,
  errors: errorsTexts,
  errorBoundary: errorBoundaryTexts,
  settings: settingsTexts,
  difficulty: difficultyTexts,
  home: homeTexts,
  parts: partsTexts,
  notFound: notFoundTexts,
  footer: footerTexts,
  practice: practiceTexts,
  session: sessionTexts,
  dashboard: dashboardTexts,
  history: historyTexts,
  review: reviewTexts,
  vocabulary: vocabularyTexts,
  dictionary: dictionaryTexts,
  wordCapture: wordCaptureTexts,
  migration: migrationTexts,
  localData: localDataTexts,
  chat: chatTexts,
  clientErrors: clientErrorsTexts,
  offline: offlineTexts,
  mock: mockTexts,
  flashcards: flashcardsTexts,
  mistakes: mistakesTexts,
};
