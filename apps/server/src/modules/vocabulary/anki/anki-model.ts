import type { Language } from '@toeic-ace/contract';
import { MODEL_ID } from './anki-schema';

/** Deck name and section labels in the user's interface language (the cards show them). */
export const ANKI_LABELS: Record<Language, { deck: string; context: string; notes: string }> = {
  zh: { deck: 'TOEIC Ace 生词本', context: '语境', notes: '笔记' },
  ja: { deck: 'TOEIC Ace 単語帳', context: '文脈', notes: 'メモ' },
  en: { deck: 'TOEIC Ace vocabulary', context: 'Context', notes: 'Notes' },
};

/**
 * Definition (the Chinese or Japanese equivalents the dictionary found, or the learner's own
 * gloss) came after the first exports: it is last, so the fields an earlier export gave Anki
 * keep their places and a later export updates the same notes.
 */
export const MODEL_FIELDS = [
  'Word',
  'Phonetic',
  'Meanings',
  'Context',
  'Notes',
  'Definition',
] as const;
export type ModelField = (typeof MODEL_FIELDS)[number];

/** The note type's name: import recognises our notes by it. */
export const MODEL_NAME = 'TOEIC Ace word';

const CSS = `.card { font-family: arial, sans-serif; font-size: 20px; text-align: center; color: black; background-color: white; }
.word { font-size: 32px; font-weight: bold; }
.phonetic { color: #666; }
.definition { font-size: 24px; margin-top: 12px; }
.meanings, .context, .notes { text-align: left; margin-top: 12px; }
.label { font-size: 14px; color: #888; text-align: left; margin-top: 12px; }
.nightMode .phonetic { color: #aaa; }`;

/** A note type with one card: the word (and phonetic) on the front, the rest on the back. */
export function noteModel(language: Language, deckId: number, modSeconds: number) {
  const labels = ANKI_LABELS[language];
  const front =
    '<div class="word">{{Word}}</div>\n{{#Phonetic}}<div class="phonetic">{{Phonetic}}</div>{{/Phonetic}}';
  const back = [
    '{{FrontSide}}',
    '<hr id=answer>',
    '{{#Definition}}<div class="definition">{{Definition}}</div>{{/Definition}}',
    '{{#Meanings}}<div class="meanings">{{Meanings}}</div>{{/Meanings}}',
    `{{#Context}}<div class="label">${labels.context}</div><div class="context">{{Context}}</div>{{/Context}}`,
    `{{#Notes}}<div class="label">${labels.notes}</div><div class="notes">{{Notes}}</div>{{/Notes}}`,
  ].join('\n');
  return {
    css: CSS,
    did: deckId,
    flds: MODEL_FIELDS.map((name, ord) => ({
      name,
      ord,
      font: 'Arial',
      media: [],
      rtl: false,
      size: 20,
      sticky: false,
    })),
    id: String(MODEL_ID),
    latexPost: '\\end{document}',
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n' +
      '\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n' +
      '\\begin{document}\n',
    latexsvg: false,
    mod: modSeconds,
    name: MODEL_NAME,
    // The front shows something when the word or the phonetic is there.
    req: [[0, 'any', [0, 1]]],
    sortf: 0,
    tags: [],
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: front,
        afmt: back,
        bafmt: '',
        bqfmt: '',
        bfont: '',
        bsize: 0,
        did: null,
      },
    ],
    type: 0,
    usn: -1,
    vers: [],
  };
}
