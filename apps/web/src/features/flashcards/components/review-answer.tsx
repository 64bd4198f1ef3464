import type { ReviewWord } from '@toeic-ace/contract';
import { useTranslation } from 'react-i18next';
import { PartOfSpeechLabel } from '@/entities/vocabulary-word/components/part-of-speech';

/** The review card shows the first two meanings, two definitions each. */
const MEANINGS_SHOWN = 2;
const DEFINITIONS_SHOWN = 2;
const SYNONYMS_SHOWN = 3;

export function ReviewAnswer({ word }: { word: ReviewWord }) {
  const { t } = useTranslation();
  const meanings = word.meanings.slice(0, MEANINGS_SHOWN);
  if (meanings.length === 0) {
    return (
      <p data-testid="review-answer" className="text-slate-700 dark:text-slate-200">
        {word.definition ?? t('flashcards.noDefinition')}
      </p>
    );
  }
  return (
    <div data-testid="review-answer" className="space-y-3 text-left">
      {meanings.map((meaning, i) => (
        <div key={i}>
          <PartOfSpeechLabel meaning={meaning} />
          <ol className="mt-1.5 list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-200">
            {meaning.definitions.slice(0, DEFINITIONS_SHOWN).map((entry, j) => (
              <li key={j}>
                {entry.definition}
                {entry.synonyms && entry.synonyms.length > 0 && (
                  <span className="ml-1 text-sm text-slate-500 dark:text-slate-400">
                    ({entry.synonyms.slice(0, SYNONYMS_SHOWN).join(', ')})
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
