import type { VocabularyWord } from '@toeic-ace/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeQuestions } from '@/test/practice';
import { AskTutorButton } from './ask-tutor-button';
import { answeredQuestionContext, missedQuestionContext, questionContext } from './from-question';
import { wordContext } from './from-word';
import { CHAT_SESSIONS_KEY, useTutorStore, type TutorContext } from './store';
import { useUserStore } from '@/entities/user/store';
import { useTutorContext } from './use-tutor-context';

const word = {
  id: 'w-1',
  word: 'comply',
  definition: null,
  context: 'All employees are required to comply with the new rules.',
  meanings: [
    {
      partOfSpeech: 'verb',
      definitions: [{ definition: 'to act in accordance with a rule' }, { definition: 'to obey' }],
    },
  ],
} as unknown as VocabularyWord;

function Screen({ context }: { context: TutorContext | null }) {
  useTutorContext(context);
  return null;
}

describe('the question in context', () => {
  it('a word becomes a vocabulary context with its meanings and sentence', () => {
    expect(wordContext(word, 'en')).toEqual({
      kind: 'vocabulary',
      word: {
        id: 'w-1',
        word: 'comply',
        meanings: ['verb: to act in accordance with a rule', 'verb: to obey'],
        context: 'All employees are required to comply with the new rules.',
      },
    });
  });

  it('names the part of speech in the interface language', () => {
    const meaningsIn = (language: 'zh' | 'ja') => {
      const context = wordContext(word, language);
      return context.kind === 'vocabulary' ? context.word.meanings : [];
    };
    expect(meaningsIn('zh')[0]).toBe('动词: to act in accordance with a rule');
    expect(meaningsIn('ja')[1]).toBe('動詞: to obey');
  });

  it('a finished set offers its first missed question, else its last', () => {
    const questions = makeQuestions(3); // keys 1, 2, 3
    const first = missedQuestionContext(questions, [1, 0, 3]);
    expect(first?.kind === 'question' && first.question.id).toBe('q-2');
    const last = missedQuestionContext(questions, [1, 2, 3]);
    expect(last?.kind === 'question' && last.question).toMatchObject({ id: 'q-3', userAnswer: 3 });
    expect(missedQuestionContext([], [])).toBeNull();
  });

  it('during a set, the question answered last stays in context until the next is answered', () => {
    const questions = makeQuestions(3);
    expect(answeredQuestionContext(questions, [null, null, null], 0)).toBeNull();
    const idOf = (c: TutorContext | null) => (c?.kind === 'question' ? c.question.id : null);
    expect(idOf(answeredQuestionContext(questions, [2, null, null], 0))).toBe('q-1');
    expect(idOf(answeredQuestionContext(questions, [2, null, null], 1))).toBe('q-1');
    expect(idOf(answeredQuestionContext(questions, [2, 0, null], 1))).toBe('q-2');
    // Going back to an unanswered question shows nothing newer than it.
    expect(answeredQuestionContext(questions, [null, 0, 1], 0)).toBeNull();
  });

  it('"Ask the AI tutor" opens the panel on that word', async () => {
    render(<AskTutorButton context={wordContext(word, 'zh')} />);
    await userEvent.click(screen.getByRole('button', { name: '问AI助教' }));
    const state = useTutorStore.getState();
    expect(state.open).toBe(true);
    expect(state.asked).toMatchObject({ kind: 'vocabulary', word: { word: 'comply' } });
  });

  it('a screen’s context lasts while it shows it, and the next screen’s replaces it', () => {
    const [q1, q2] = makeQuestions(2);
    const one = questionContext(q1!, 0);
    const view = render(<Screen context={one} />);
    expect(useTutorStore.getState().context).toBe(one);
    view.rerender(<Screen context={null} />);
    expect(useTutorStore.getState().context).toBeNull();
    const two = questionContext(q2!, 1);
    view.rerender(<Screen context={two} />);
    expect(useTutorStore.getState().context).toBe(two);
    view.unmount();
    expect(useTutorStore.getState().context).toBeNull();
  });

  it('logging out forgets the question in context and the remembered conversations', () => {
    localStorage.setItem(CHAT_SESSIONS_KEY, '{"state":{"remembered":[]}}');
    act(() => useTutorStore.getState().ask(wordContext(word, 'zh')));
    act(() => useUserStore.getState().logout());
    expect(useTutorStore.getState()).toMatchObject({ open: false, asked: null, context: null });
    expect(localStorage.getItem(CHAT_SESSIONS_KEY)).toBeNull();
  });

  it('the floating button’s toggle opens on the screen’s context and closes again', () => {
    const context = questionContext(makeQuestions(1)[0]!, 2);
    act(() => useTutorStore.getState().toggle());
    expect(useTutorStore.getState().open).toBe(false); // nothing in context
    act(() => useTutorStore.getState().setContext(context));
    act(() => useTutorStore.getState().toggle());
    expect(useTutorStore.getState()).toMatchObject({ open: true, asked: context });
    act(() => useTutorStore.getState().toggle());
    expect(useTutorStore.getState().open).toBe(false);
  });
});
