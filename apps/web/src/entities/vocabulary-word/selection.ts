import { TEXT_SELECTION, VOCABULARY_LIMITS, wordProblem } from '@toeic-ace/contract/rules';

/** The attribute that marks an element whose text the learner may select and add. */
export const WORD_CAPTURE_ATTRIBUTE = 'data-word-capture';

/** Spread onto an element to make it a supported container: `<p {...wordCaptureTarget}>`. */
export const wordCaptureTarget = { [WORD_CAPTURE_ATTRIBUTE]: '' } as const;

export interface CapturedText {
  /** The selection, trimmed, inner whitespace collapsed. */
  word: string;
  /** Up to TEXT_SELECTION.contextChars characters of the container's text on each side. */
  context: string;
}

export interface SelectionCapture extends CapturedText {
  /** Where the selection is on screen (viewport coordinates), to place the button under it. */
  rect: { top: number; bottom: number; left: number; width: number };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The selected text as a word to add: at least TEXT_SELECTION.minLength characters after
 * trimming, and a word the notebook takes (wordProblem: 2+ letters, no markup, at most 100
 * characters); null otherwise, so no button offers what the server would refuse ("5,000", "<b>").
 */
export function capturableWord(selected: string): string | null {
  const word = collapse(selected);
  if (selected.trim().length < TEXT_SELECTION.minLength) return null;
  return wordProblem(word) ? null : word;
}

/** `text` from `radius` characters before `start` to `radius` after `end`, whitespace collapsed. */
export function contextAround(
  text: string,
  start: number,
  end: number,
  radius: number = TEXT_SELECTION.contextChars,
): string {
  const context = collapse(text.slice(Math.max(0, start - radius), end + radius));
  return context.slice(0, VOCABULARY_LIMITS.contextMaxLength);
}

function containerOf(node: Node): Element | null {
  const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  return element?.closest(`[${WORD_CAPTURE_ATTRIBUTE}]`) ?? null;
}

/**
 * The selection as something to add, when it lies wholly inside one supported container within
 * `root` and passes capturableWord; otherwise null (the button is cleared).
 */
export function readSelection(selection: Selection | null, root: Element): SelectionCapture | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const container = containerOf(range.startContainer);
  if (!container || !root.contains(container) || !container.contains(range.endContainer)) {
    return null;
  }
  const selected = range.toString();
  const word = capturableWord(selected);
  if (!word) return null;
  // The selection's offset in the container's text: the text from the container's start to it.
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length + (selected.length - selected.trimStart().length);
  const end = start + selected.trim().length;
  const box =
    typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
  return {
    word,
    context: contextAround(container.textContent ?? '', start, end),
    rect: {
      top: box?.top ?? 0,
      bottom: box?.bottom ?? 0,
      left: box?.left ?? 0,
      width: box?.width ?? 0,
    },
  };
}
