import {
  PART_OF_SPEECH_LABELS,
  PARTS_OF_SPEECH,
  type Language,
  type PartOfSpeech,
} from '@toeic-ace/contract/rules';
import type { VocabularyWord } from '@toeic-ace/contract';
import type { TutorContext } from './store';

const MEANINGS = 20;

const isPartOfSpeech = (value: string): value is PartOfSpeech =>
  (PARTS_OF_SPEECH as readonly string[]).includes(value);

/**
 * The tutor's context for a notebook word: its meanings as short lines, and where it was met.
 * The lines are shown in the tutor panel, so a part of speech is named in the interface
 * language ("动词: to obey"); the tutor reads them as well in any of the three.
 */
export function wordContext(word: VocabularyWord, language: Language): TutorContext {
  const label = (pos: string) => (isPartOfSpeech(pos) ? PART_OF_SPEECH_LABELS[language][pos] : pos);
  const meanings = word.meanings
    .flatMap((m) =>
      m.definitions.map((d) => `${label(m.partOfSpeech)}: ${d.definition}`.slice(0, 500)),
    )
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
