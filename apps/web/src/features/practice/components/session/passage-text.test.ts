import { describe, expect, it } from 'vitest';
import { splitDocuments } from './passage-panel';
import { toBlocks } from './passage-text';

describe('passages', () => {
  it('split into documents at lines holding only ---', () => {
    expect(splitDocuments('NOTICE\nClosed.\n---\nE-mail\nHi.\n  ---  \nForm')).toEqual([
      'NOTICE\nClosed.',
      'E-mail\nHi.',
      'Form',
    ]);
  });

  it('read "|" rows as a table, with headings only when the first row has no figures', () => {
    const blocks = toBlocks(
      'INVOICE\nNo. 7731\n\nItem | Qty | Amount\nDesk | 4 | $1,680.00\n\nApril 8 | Contracts | $240\nApril 15 | Data | $260',
    );
    expect(blocks).toEqual([
      { kind: 'text', text: 'INVOICE\nNo. 7731' },
      {
        kind: 'table',
        header: true,
        rows: [
          ['Item', 'Qty', 'Amount'],
          ['Desk', '4', '$1,680.00'],
        ],
      },
      {
        kind: 'table',
        header: false,
        rows: [
          ['April 8', 'Contracts', '$240'],
          ['April 15', 'Data', '$260'],
        ],
      },
    ]);
  });
});
