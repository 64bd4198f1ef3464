import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';

/** A run of lines that all hold "|" is a table (invoices, schedules); anything else is prose. */
type Block = { kind: 'table'; rows: string[][]; header: boolean } | { kind: 'text'; text: string };

export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    const isRow = (line: string) => line.includes('|');
    if (lines.length >= 2 && lines.every(isRow)) {
      const rows = lines.map((l) => l.split('|').map((c) => c.trim()));
      // A first row without figures reads as column headings ("Item | Quantity | Price").
      blocks.push({ kind: 'table', rows, header: !/\d/.test(lines[0]!) });
    } else {
      blocks.push({ kind: 'text', text: lines.join('\n') });
    }
  }
  return blocks;
}

const cell = 'border-b border-slate-200 px-2 py-1.5 text-left align-top dark:border-slate-700';

/** A document's text: paragraphs as written, "|" rows as a small table. */
export function PassageText({ text }: { text: string }) {
  return (
    <div
      {...wordCaptureTarget}
      className="space-y-3 text-[15px] leading-relaxed break-words text-slate-800 dark:text-slate-100"
    >
      {toBlocks(text).map((block, i) =>
        block.kind === 'text' ? (
          <p key={i} className="whitespace-pre-line">
            {block.text}
          </p>
        ) : (
          <div key={i} className="overflow-x-auto">
            <table className="w-full min-w-max border-collapse text-sm">
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r} className={block.header && r === 0 ? 'font-semibold' : undefined}>
                    {row.map((value, c) => (
                      <td key={c} className={cell}>
                        {value}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ),
      )}
    </div>
  );
}
