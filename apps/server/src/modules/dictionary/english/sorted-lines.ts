/**
 * A text file whose lines are sorted by their first space-separated field (WordNet's index files
 * are, byte by byte), searched in place: the file stays one Buffer and only the line starts are
 * kept, so loading costs a read and a scan rather than a hundred thousand map entries.
 */
export class SortedLines {
  readonly #buf: Buffer;
  readonly #starts: Uint32Array;

  /** Lines starting with a space (WordNet's licence header) are skipped. */
  constructor(buf: Buffer) {
    this.#buf = buf;
    const starts: number[] = [];
    let pos = 0;
    while (pos < buf.length) {
      const end = buf.indexOf(10, pos);
      const next = end === -1 ? buf.length : end + 1;
      if (buf[pos] !== 0x20 && next - pos > 1) starts.push(pos);
      pos = next;
    }
    this.#starts = Uint32Array.from(starts);
  }

  get size(): number {
    return this.#starts.length;
  }

  /** The whole line whose key is exactly `key`, or null. */
  find(key: string): string | null {
    const wanted = Buffer.from(key, 'latin1');
    let lo = 0;
    let hi = this.#starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const start = this.#starts[mid]!;
      const keyEnd = this.#buf.indexOf(0x20, start);
      const cmp = Buffer.compare(this.#buf.subarray(start, keyEnd), wanted);
      if (cmp === 0) return this.#line(start);
      if (cmp < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  #line(start: number): string {
    const end = this.#buf.indexOf(10, start);
    return this.#buf.toString('latin1', start, end === -1 ? this.#buf.length : end).trimEnd();
  }
}

/** The line that starts at a byte offset (WordNet's data files are addressed this way). */
export function lineAt(buf: Buffer, offset: number): string {
  const end = buf.indexOf(10, offset);
  return buf.toString('latin1', offset, end === -1 ? buf.length : end).trimEnd();
}
