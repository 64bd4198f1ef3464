/**
 * Finds complete question objects inside a `{"questions": [ … ]}` reply while it is still being
 * written, so each can be checked and served before the model has finished the rest.
 *
 * It tracks strings (with escapes) and nesting only, which is all it needs: an element of the
 * top-level `questions` array is complete when its closing brace brings the nesting back to the
 * array. Text before the first `{` (a markdown fence, a preamble) is skipped; anything after the
 * top-level object is ignored. `finish()` then says what kind of reply it was.
 */
export type ExtractedItem = { value: unknown } | { error: string };

export type ReplyStatus =
  /** The questions array was opened and closed. */
  | 'complete'
  /** The array was opened but the reply stopped inside it (cut off): the items found stand. */
  | 'incomplete'
  /** Valid JSON without a `questions` array: INVALID_DATA_FORMAT. */
  | 'no-questions-array'
  /** Not JSON at all. */
  | 'malformed';

export class QuestionArrayExtractor {
  #text = '';
  #pos = 0;
  readonly #stack: string[] = [];
  #inString = false;
  #escaped = false;
  #stringStart = -1;
  #lastString: string | null = null;
  #key: string | null = null;
  #inArray = false;
  #arraySeen = false;
  #arrayClosed = false;
  #itemStart = -1;
  #rootClosed = false;

  get text(): string {
    return this.#text;
  }

  /** Adds a chunk of the reply; returns the items it completed, in order. */
  push(delta: string): ExtractedItem[] {
    this.#text += delta;
    const items: ExtractedItem[] = [];
    const text = this.#text;
    for (; this.#pos < text.length && !this.#rootClosed; this.#pos++) {
      const ch = text[this.#pos];
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (ch === '\\') this.#escaped = true;
        else if (ch === '"') this.#endString(text);
        continue;
      }
      if (this.#stack.length === 0 && ch !== '{' && ch !== '[') continue;
      switch (ch) {
        case '"':
          this.#inString = true;
          this.#stringStart = this.#pos;
          break;
        case ':':
          if (this.#stack.length === 1) this.#key = this.#lastString;
          break;
        case ',':
          if (this.#stack.length === 1) this.#key = null;
          break;
        case '{':
        case '[':
          this.#open(ch);
          break;
        case '}':
        case ']': {
          const item = this.#close(text);
          if (item) items.push(item);
          break;
        }
      }
    }
    return items;
  }

  finish(): ReplyStatus {
    if (this.#arrayClosed) return 'complete';
    if (this.#arraySeen) return 'incomplete';
    try {
      const value: unknown = JSON.parse(stripFence(this.#text));
      return typeof value === 'object' && value !== null ? 'no-questions-array' : 'malformed';
    } catch {
      return 'malformed';
    }
  }

  #endString(text: string): void {
    this.#inString = false;
    if (this.#stack.length !== 1) return;
    try {
      this.#lastString = JSON.parse(text.slice(this.#stringStart, this.#pos + 1)) as string;
    } catch {
      this.#lastString = null;
    }
  }

  #open(ch: string): void {
    const depth = this.#stack.length;
    if (depth === 1 && ch === '[' && this.#stack[0] === '{' && this.#key === 'questions') {
      if (!this.#arraySeen) this.#inArray = true;
      this.#arraySeen = true;
    } else if (this.#inArray && depth === 2 && ch === '{') {
      this.#itemStart = this.#pos;
    }
    this.#stack.push(ch);
  }

  #close(text: string): ExtractedItem | null {
    this.#stack.pop();
    const depth = this.#stack.length;
    if (depth === 0) this.#rootClosed = true;
    if (this.#inArray && depth === 1) {
      this.#inArray = false;
      this.#arrayClosed = true;
    }
    if (this.#inArray && depth === 2 && this.#itemStart >= 0) {
      const slice = text.slice(this.#itemStart, this.#pos + 1);
      this.#itemStart = -1;
      try {
        return { value: JSON.parse(slice) as unknown };
      } catch (error) {
        return { error: (error as Error).message };
      }
    }
    return null;
  }
}

/** Some OpenAI-compatible servers ignore response_format and wrap the JSON in a fence. */
function stripFence(text: string): string {
  const match = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return match ? (match[1] ?? '') : text;
}
