import { PARTS_OF_SPEECH, type PartOfSpeech } from '@toeic-ace/contract/rules';
import type { WordMeaning } from '@toeic-ace/contract';
import { useTranslation } from 'react-i18next';

const isPartOfSpeech = (value: string): value is PartOfSpeech =>
  (PARTS_OF_SPEECH as readonly string[]).includes(value);

/**
 * A meaning's part of speech in the interface language ("adj. 形容词", "adj. 形容詞",
 * "adjective"), whatever language the look-up was made in: the label stored with the meaning is
 * the look-up's, which an English interface must not show in Chinese.
 */
export function PartOfSpeechLabel({ meaning }: { meaning: Pick<WordMeaning, 'partOfSpeech'> }) {
  const { t } = useTranslation();
  const { partOfSpeech } = meaning;
  return (
    <span
      data-testid="word-pos"
      className="mr-2 rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300"
    >
      {isPartOfSpeech(partOfSpeech) ? t(`dictionary.partOfSpeech.${partOfSpeech}`) : partOfSpeech}
    </span>
  );
}
