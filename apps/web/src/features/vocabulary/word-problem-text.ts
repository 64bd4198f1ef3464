import { VOCABULARY_LIMITS, type WordProblem } from '@toeic-ace/contract/rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What is wrong with a word the learner typed, in the interface language. */
export function useWordProblemText() {
  const { t } = useTranslation();
  return useCallback(
    (problem: WordProblem, text: string) => {
      switch (problem) {
        case 'empty':
          return t('vocabulary.add.problems.empty');
        case 'tooFewLetters':
          return t('vocabulary.add.problems.tooFewLetters', {
            count: VOCABULARY_LIMITS.wordMinLetters,
          });
        case 'markup':
          return t('vocabulary.add.problems.markup');
        case 'tooLong':
          return t('vocabulary.add.problems.tooLong', {
            count: text.trim().length,
            max: VOCABULARY_LIMITS.wordMaxLength,
          });
      }
    },
    [t],
  );
}
