import { createHash } from 'node:crypto';
import type { VocabularyWord } from '@toeic-ace/contract';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** Meanings grouped by part of speech, each with its definitions, example and synonyms. */
function meaningsHtml(word: VocabularyWord): string {
  return word.meanings
    .map((m) => {
      const local = m.partOfSpeechLocal ?? m.partOfSpeechCN;
      const head = `<div><b>${escapeHtml(m.partOfSpeech)}</b>${local ? ` ${escapeHtml(local)}` : ''}</div>`;
      const items = m.definitions.map((d) => {
        const example = d.example ? `<br><i>${escapeHtml(d.example)}</i>` : '';
        const synonyms = d.synonyms?.length
          ? `<br><small>${escapeHtml(d.synonyms.join(', '))}</small>`
          : '';
        return `<li>${escapeHtml(d.definition)}${example}${synonyms}</li>`;
      });
      return `${head}<ol>${items.join('')}</ol>`;
    })
    .join('');
}

/**
 * The note's fields in model order (HTML): Word, Phonetic, Meanings, Context, Notes, and
 * Definition — the Chinese or Japanese equivalents the lookup stored, or the learner's own gloss.
 */
export const noteFields = (word: VocabularyWord): string[] => [
  escapeHtml(word.word),
  word.phonetic ? escapeHtml(word.phonetic) : '',
  meaningsHtml(word),
  word.context ? multiline(word.context) : '',
  word.notes ? multiline(word.notes) : '',
  word.definition ? multiline(word.definition) : '',
];

/**
 * A note whose Definition the dictionary wrote (not the learner) carries this tag, so importing
 * the deck back keeps it the dictionary's. Anki has no other place for a note's metadata.
 */
export const DICTIONARY_DEFINITION_TAG = 'TOEIC_Ace_dictionary_definition';

/** Anki tags are space-separated: spaces inside a tag become underscores. */
export function noteTags(word: VocabularyWord): string {
  const tags = ['TOEIC_Ace', ...word.tags.map((t) => t.replace(/\s+/g, '_'))];
  if (word.mastered) tags.push('mastered');
  if (word.definition && word.definitionSource === 'dictionary') {
    tags.push(DICTIONARY_DEFINITION_TAG);
  }
  return ` ${[...new Set(tags)].join(' ')} `;
}

/** A stable note guid: the word's id, so importing a later export updates the same notes. */
export const noteGuid = (wordId: string) => wordId.replace(/-/g, '');

/** Anki's duplicate check: the first 8 hex digits of SHA-1 of the sort field's plain text. */
export const fieldChecksum = (plain: string) =>
  Number.parseInt(createHash('sha1').update(plain).digest('hex').slice(0, 8), 16);
