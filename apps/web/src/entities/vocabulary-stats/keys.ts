/** One key for every vocabulary query (a new word or a rating reloads list and stats together). */
export { VOCABULARY_KEY } from '@/entities/vocabulary-word/keys';
