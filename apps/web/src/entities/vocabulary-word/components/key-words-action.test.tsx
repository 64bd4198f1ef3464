import { routes } from '@/lib/routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { serverWord } from '@/test/vocabulary-word';
import { KeyWordsAction } from './key-words-action';

const question = {
  id: 'bank-p5-l1-03',
  question: 'The new café on Elm Street is very -------, so it is usually crowded at lunchtime.',
  options: ['popularity', 'popularly', 'popularize', 'popular'],
  correctAnswer: 3,
  explanation: 'After the adverb "very", an adjective is needed, so "popular" is correct.',
};

describe('加入生词本 on a missed question', () => {
  it('lists the key words, marks those already in the notebook, adds one in one click', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    const { calls, callsTo } = stubFetch((request) =>
      request.method === 'GET'
        ? ok(routes.vocabulary.listWords, {
            words: [serverWord('Popular')],
            pagination: { page: 1, limit: 200, total: 1, totalPages: 1 },
          })
        : ok(routes.vocabulary.addWord, serverWord('popularity')),
    );
    renderWithProviders(<KeyWordsAction question={question} sourceType="review" />);
    fireEvent.click(screen.getByTestId('key-words-toggle'));
    const chip = (word: string) =>
      screen.getAllByTestId('key-word').find((el) => el.dataset.word === word)!;
    await waitFor(() => expect(chip('popular')).toHaveAttribute('data-added', 'true'));
    expect(calls[0]!.query.getAll('words')).toEqual([
      'popularity',
      'popularly',
      'popularize',
      'popular',
    ]);
    expect(chip('popularity')).toHaveAttribute('data-added', 'false');

    fireEvent.click(chip('popularity'));
    expect(await screen.findByText('已添加到生词本')).toBeInTheDocument();
    await waitFor(() => expect(chip('popularity')).toHaveAttribute('data-added', 'true'));
    expect(callsTo('/api/vocabulary/words').find((c) => c.method === 'POST')?.body).toEqual({
      word: 'popularity',
      context: 'The new café on Elm Street is very popular, so it is usually crowded at lunchtime.',
      sourceType: 'review',
      sourceId: 'bank-p5-l1-03',
      language: 'zh',
    });
  });

  it('is not offered when the question has no key words', () => {
    renderWithProviders(
      <KeyWordsAction
        question={{ ...question, options: ['at', 'of', 'by', 'with'], explanation: '' }}
        sourceType="review"
      />,
    );
    expect(screen.queryByTestId('key-words-toggle')).toBeNull();
  });
});
