import type { WordMeaning } from '@toeic-ace/contract';

/** Dictionary abbreviations of the parts of speech the lookups give. */
const ABBREVIATIONS: Record<string, string> = {
  noun: 'n.',
  verb: 'v.',
  adjective: 'adj.',
  adverb: 'adv.',
};

/** Per part of speech (abbreviation and local label): at most two definitions, three synonyms. */
export function WordMeanings({ meanings }: { meanings: WordMeaning[] }) {
  return (
    <div data-testid="word-meanings" className="space-y-2">
      {meanings.map((meaning, i) => {
        const local = meaning.partOfSpeechLocal ?? meaning.partOfSpeechCN;
        return (
          <div key={i} data-testid="word-meaning" className="text-sm">
            <span
              data-testid="word-pos"
              className="mr-2 rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300"
            >
              {ABBREVIATIONS[meaning.partOfSpeech] ?? meaning.partOfSpeech}
              {local && ` ${local}`}
            </span>
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
