import type { MockQuestion } from '@toeic-ace/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ListeningSection } from './listening-section';

const q = (number: number, part: number, groupId: string | null = null): MockQuestion => ({
  id: `q${number}`,
  number,
  part,
  type: 'listening',
  groupId,
  difficulty: 3,
  question: part === 1 ? 'Which statement best describes the photograph?' : `Question ${number}?`,
  options: ['One', 'Two', 'Three', 'Four'],
  transcript: part === 1 ? '' : 'Man: Hello.\nWoman: Hi there.',
  scene: part === 1 ? 'A desk by a window.' : undefined,
  tags: [],
});

const questions = [q(1, 1), q(2, 3, 'g'), q(3, 3, 'g'), q(4, 3, 'g')];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** Second by second, so React renders each step (and schedules the next) in between. */
async function elapse(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1_000));
}

/** The section of form m1 at full scale, ten minutes left, nothing answered yet. */
function showSection({ onChoose = () => {}, onFinished = () => {} } = {}) {
  renderWithProviders(
    <ListeningSection
      mockId="m1"
      questions={questions}
      scale={1}
      remainingMs={600_000}
      answers={new Map()}
      onChoose={onChoose}
      onStart={() => Promise.resolve(true)}
      onFinished={onFinished}
    />,
  );
}

/** jsdom has no speech synthesis: the section runs silent, each step for its speaking time. */
describe('ListeningSection without voices', () => {
  it('runs directions, Part 1 with its scene, then a Part 3 set shown together, then finishes', async () => {
    const onFinished = vi.fn();
    const onChoose = vi.fn();
    showSection({ onChoose, onFinished });
    fireEvent.click(await screen.findByTestId('mock-listening-start'));
    expect(await screen.findByTestId('mock-directions')).toHaveTextContent('Listening test.');

    // Directions ≈ 12 s, Part 1's ≈ 9 s; question 1 then plays ≈ 7.5 s and pauses 5 s.
    await elapse(25);
    expect(screen.getByTestId('mock-scene')).toHaveTextContent('A desk by a window.');
    fireEvent.click(screen.getByTestId('mock-option-q1-2'));
    expect(onChoose).toHaveBeenCalledWith('q1', 2);

    await elapse(25);
    const shown = screen.getAllByTestId('mock-listening-question').map((el) => el.dataset.number);
    expect(shown).toEqual(['2', '3', '4']);
    expect(screen.getByTestId('mock-listening-unit')).toHaveTextContent('Question 3?');
    // The step being played is remembered for a reload.
    expect(localStorage.getItem('toeic-ace-mock:m1:step')).toBe('4');

    await elapse(60);
    expect(onFinished).toHaveBeenCalled();
  });

  it('after a reload continues with the step after the interrupted one', async () => {
    localStorage.setItem('toeic-ace-mock:m1:step', '2');
    showSection();
    const start = await screen.findByTestId('mock-listening-start');
    expect(start).toHaveTextContent('继续听力');
    fireEvent.click(start);
    // Step 3 is Part 3's directions; question 1 (step 2) is not played again.
    expect(await screen.findByTestId('mock-part')).toHaveTextContent('Part 3.');
  });
});
