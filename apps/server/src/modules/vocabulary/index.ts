/** The vocabulary module's public surface: its routes and the service other modules may use. */
export { default as vocabularyRoutes } from './vocabulary.routes';
export { createVocabularyService, type VocabularyService } from './vocabulary.service';
export { toWord, wordKey } from './vocabulary.dto';
export { countUserWords, importWordsForMigration } from './import/migration-words';
export { assertNotebookRoom, NotebookFullError } from './notebook-limit';
