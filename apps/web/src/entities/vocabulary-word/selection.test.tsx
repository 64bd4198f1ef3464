import { routes } from '@/lib/routes';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, TEXT_SELECTION } from '@toeic-ace/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { serverWord } from '@/test/vocabulary-word';
import { WordCapture } from './components/word-capture';
import { capturableWord, contextAround, readSelection } from './selection';

const SENTENCE =
  'Because the conference room was double-booked, the quarterly budget meeting has been moved to the auditorium on the third floor next Tuesday afternoon.';

/** Selects `text` (its first occurrence) inside `element`'s first text node. */
function select(element: Element, text: string, endElement?: Element) {
  const node = element.firstChild!;
  const start = node.textContent!.indexOf(text);
  const range = document.createRange();
  range.setStart(node, start);
  if (endElement) range.setEnd(endElement.firstChild!, 3);
  else range.setEnd(node, start + text.length);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

afterEach(() => document.getSelection()?.removeAllRanges());

describe('what a selection may add', () => {
  it('needs at least 2 characters after trimming and at most a word’s length', () => {
    expect(capturableWord(' a ')).toBeNull();
    expect(capturableWord('   ')).toBeNull();
    expect(capturableWord(' ab ')).toBe('ab');
    expect(capturableWord('double-\n  booked')).toBe('double- booked');
    expect(capturableWord('x'.repeat(100))).toHaveLength(100);
    expect(capturableWord('x'.repeat(101))).toBeNull();
    // Only what the notebook takes: no button for a number, one letter and a mark, or markup.
    expect(capturableWord('5,000')).toBeNull();
    expect(capturableWord('a.')).toBeNull();
    expect(capturableWord('<b>x</b>')).toBeNull();
    expect(capturableWord('词性')).toBe('词性');
  });

  it('keeps 50 characters of context on each side', () => {
    const start = SENTENCE.indexOf('quarterly');
    const end = start + 'quarterly'.length;
    const context = contextAround(SENTENCE, start, end);
    expect(TEXT_SELECTION.contextChars).toBe(50);
    expect(context).toBe(SENTENCE.slice(start - 50, end + 50));
    // At the text's edges there is less to take.
    expect(contextAround('Invoice due Friday', 0, 7)).toBe('Invoice due Friday');
  });

  it('reads a selection wholly inside a supported container, with its context', () => {
    document.body.innerHTML = `<main><p data-word-capture>${SENTENCE}</p><p>Not supported text</p></main>`;
    const [inside, outside] = [...document.querySelectorAll('p')];
    const root = document.querySelector('main')!;
    select(inside!, ' quarterly ');
    const capture = readSelection(document.getSelection(), root);
    expect(capture?.word).toBe('quarterly');
    const at = SENTENCE.indexOf('quarterly');
    expect(capture?.context).toBe(SENTENCE.slice(at - 50, at + 'quarterly'.length + 50));

    select(outside!, 'supported');
    expect(readSelection(document.getSelection(), root)).toBeNull();
    // Starting inside but ending outside the container is not wholly inside.
    select(inside!, 'afternoon.', outside);
    expect(readSelection(document.getSelection(), root)).toBeNull();
    // A container outside the area this capture serves does not count either.
    select(inside!, 'budget');
    expect(readSelection(document.getSelection(), outside!)).toBeNull();
  });
});

function renderArea() {
  renderWithProviders(
    <WordCapture sourceType="review" sourceId="question-7">
      <p data-testid="inside" data-word-capture="">
        {SENTENCE}
      </p>
    </WordCapture>,
  );
  return screen.getByTestId('inside');
}

describe('the 添加到生词本 button', () => {
  it('shows 100 ms after the selection last changed, and clears when the selection is too short', () => {
    vi.useFakeTimers();
    const inside = renderArea();
    select(inside, 'budg');
    fireEvent(document, new Event('selectionchange'));
    act(() => vi.advanceTimersByTime(60));
    select(inside, 'budget');
    fireEvent(document, new Event('selectionchange'));
    act(() => vi.advanceTimersByTime(TEXT_SELECTION.debounceMs - 1));
    expect(screen.queryByTestId('word-capture-add')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('word-capture-add')).toHaveAttribute('data-word', 'budget');
    expect(screen.getByTestId('word-capture-add')).toHaveTextContent('添加到生词本');

    select(inside, 'b');
    fireEvent(document, new Event('selectionchange'));
    act(() => vi.advanceTimersByTime(TEXT_SELECTION.debounceMs));
    expect(screen.queryByTestId('word-capture-add')).toBeNull();
  });

  it('offers nothing while switched off (a practice question not yet answered)', () => {
    vi.useFakeTimers();
    function Question() {
      const [answered, setAnswered] = useState(false);
      return (
        <WordCapture sourceType="practice" sourceId="q-1" enabled={answered} asContainer>
          <p data-testid="question">{SENTENCE}</p>
          <button type="button" onClick={() => setAnswered(true)}>
            answer
          </button>
        </WordCapture>
      );
    }
    renderWithProviders(<Question />);
    const question = screen.getByTestId('question');
    select(question, 'auditorium');
    fireEvent(document, new Event('selectionchange'));
    act(() => vi.advanceTimersByTime(TEXT_SELECTION.debounceMs * 2));
    expect(screen.queryByTestId('word-capture-add')).toBeNull();

    // Answered: the same text offers the button (asContainer: the whole area is one container).
    fireEvent.click(screen.getByText('answer'));
    select(question, 'auditorium');
    fireEvent(document, new Event('selectionchange'));
    act(() => vi.advanceTimersByTime(TEXT_SELECTION.debounceMs));
    expect(screen.getByTestId('word-capture-add')).toHaveAttribute('data-word', 'auditorium');
  });

  it.each([
    [ok(routes.vocabulary.addWord, serverWord('auditorium')), '已添加到生词本'],
    [fail(409, 'WORD_ALREADY_EXISTS', 'exists'), '已在生词本中，无需重复添加'],
    [fail(500, 'INTERNAL_ERROR', 'boom'), '添加单词失败，请重试'],
  ])('adds the word with its context and says how it went (%#)', async (answer, toast) => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    const { calls } = stubFetch(() => answer);
    const inside = renderArea();
    select(inside, 'auditorium');
    fireEvent(document, new Event('selectionchange'));
    fireEvent.click(await screen.findByTestId('word-capture-add'));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    const at = SENTENCE.indexOf('auditorium');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/vocabulary/words',
      body: {
        word: 'auditorium',
        context: SENTENCE.slice(at - 50, at + 'auditorium'.length + 50),
        sourceType: 'review',
        sourceId: 'question-7',
        language: 'zh',
      },
    });
    await waitFor(() => expect(screen.queryByTestId('word-capture-add')).toBeNull());
    expect(document.getSelection()?.isCollapsed).toBe(true);
  });
});
