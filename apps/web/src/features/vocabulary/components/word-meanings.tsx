import type { WordMeaning } from '@toeic-ace/contract';
import { PartOfSpeechLabel } from '@/entities/vocabulary-word/components/part-of-speech';

/** Per part of speech (labelled in the interface language): at most two definitions, three synonyms. */
export function WordMeanings({ meanings }: { meanings: WordMeaning[] }) {
  return (
    <div data-testid="word-meanings" className="space-y-2">
      {meanings.map((meaning, i) => {
        return (
          <div key={i} data-testid="word-meaning" className="text-sm break-words">
            <PartOfSpeechLabel meaning={meaning} />
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              {meaning.definitions.slice(0, 2).map((entry, j) => (
                <li key={j}>
                  {entry.definition}
                  {entry.synonyms && entry.synonyms.length > 0 && (
                    <span className="ml-1 text-slate-500 dark:text-slate-400">
                      ({entry.synonyms.slice(0, 3).join(', ')})
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </div>
  );
}
