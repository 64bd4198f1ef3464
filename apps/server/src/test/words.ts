import type { Selectable } from 'kysely';
import { json } from '../db/codec';
import type { VocabularyWordsTable } from '../db/schema';

/**
 * A stored word as a manual entry leaves it (no review yet, no dictionary fields), for suites
 * that write or schedule rows without going through the API.
 */
export function newWordRow(
  id: string,
  userId: string,
  word: string,
  at: string,
): Selectable<VocabularyWordsTable> {
  return {
    id,
    user_id: userId,
    word,
    word_key: word.toLowerCase(),
    search_text: word.toLowerCase(),
    language: 'en',
    context: null,
    notes: null,
    source_type: 'manual',
    source_id: null,
    tags: json.toDb([]),
    mastered: 0,
    definition: null,
    definition_source: null,
    phonetic: null,
    audio_url: null,
    meanings: json.toDb([]),
    reading: null,
    jlpt: json.toDb([]),
    commonality: null,
    created_at: at,
    updated_at: at,
    review_count: 0,
    ease_index: 2.5,
    interval_days: 1,
    next_review_date: null,
    last_review_date: null,
    fsrs_stability: null,
    fsrs_difficulty: null,
    fsrs_state: null,
    fsrs_lapses: null,
    fsrs_learning_steps: null,
  };
}
