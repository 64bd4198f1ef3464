import type { VocabularyWord } from '@toeic-ace/contract';
import type { TutorContext } from './store';

const MEANINGS = 20;

/** The tutor's context for a notebook word: its meanings as short lines, and where it was met. */
export function wordContext(word: VocabularyWord): TutorContext {
  const meanings = word.meanings
    .flatMap((m) => m.definitions.map((d) => `${m.partOfSpeech}: ${d.definition}`.slice(0, 500)))
    .slice(0, MEANINGS);
  if (meanings.length === 0 && word.definition) meanings.push(word.definition.slice(0, 500));
  return {
    kind: 'vocabulary',
    word: {
      id: word.id,
      word: word.word,
      meanings,
      ...(word.context ? { context: word.context.slice(0, 1_000) } : {}),
    },
  };
}
