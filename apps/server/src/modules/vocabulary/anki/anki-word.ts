import type { AnkiWord } from '@toeic-ace/contract';
import { decodeHTML } from 'entities';
import { MODEL_NAME } from './anki-model';
import { DICTIONARY_DEFINITION_TAG } from './anki-note';
import { CARD, DAY_SECONDS } from './anki-schema';

/** A note as the collection holds it: its note type's name and field names beside the values. */
export interface AnkiNote {
  id: number;
  noteType: string;
  fieldNames: readonly string[];
  /** HTML, in the note type's field order. */
  fields: readonly string[];
  tags: string;
}

/** The first card of a note (Anki's columns). */
export interface AnkiCard {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  data: string;
}

/**
 * What a word's texts and tags may hold (the contract's limits, passed in by the caller): a
 * long Back or many tags are cut to fit rather than losing the note.
 */
export interface WordLimits {
  definition: number;
  context: number;
  notes: number;
  phonetic: number;
  tags: number;
  tagLength: number;
}

export interface CollectionTimes {
  /** The collection's creation time, seconds: review cards' `due` counts days from its day. */
  crt: number;
  /** The card's newest review in the revlog, milliseconds. */
  lastReviewMs: number | null;
}

/** Tags our export adds, which are not the learner's own. */
const EXPORT_TAG = 'toeic_ace';
const MASTERED_TAG = 'mastered';
const DICTIONARY_TAG = DICTIONARY_DEFINITION_TAG.toLowerCase();
const OUR_TAGS = [EXPORT_TAG, MASTERED_TAG, DICTIONARY_TAG];

/**
 * Field HTML as plain text: line breaks and block ends become newlines, other markup and
 * Anki's media references go, entities are decoded.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\[sound:[^\]]*\]/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p|li|ol|ul|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return (
    decodeHTML(text)
      .replace(/\u00a0/g, ' ')
      // The control characters the contract's text fields refuse (hasControlChars); tab and
      // line breaks stay.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The text cut to `max` characters (an ellipsis marking the cut), or null when empty. */
const fitted = (text: string | undefined, max: number) =>
  !text ? null : text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * Which field is which: our note type's fields by name; Front/Back (Anki's Basic types);
 * otherwise the first field is the word and the second its definition.
 */
function readFields(note: AnkiNote) {
  const byName = new Map(note.fieldNames.map((name, i) => [name.toLowerCase(), note.fields[i]]));
  const text = (name: string) => {
    const html = byName.get(name);
    return html === undefined ? undefined : htmlToText(html);
  };
  if (note.noteType === MODEL_NAME) {
    // Exports before the Definition field put the gloss in Meanings when there were no meanings.
    const definition = byName.has('definition') ? text('definition') : text('meanings');
    return {
      word: text('word') ?? '',
      definition,
      phonetic: text('phonetic'),
      context: text('context'),
      notes: text('notes'),
    };
  }
  if (byName.has('front')) return { word: text('front') ?? '', definition: text('back') };
  const [first = '', second] = note.fields.map(htmlToText);
  return { word: first, definition: second };
}

const isoOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();
/** Anki's ids are creation times in milliseconds; anything else is not a time. */
const plausibleMs = (ms: number) => ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(2200, 0, 1);

/** The card's FSRS memory state, as our export and Anki's own FSRS write it (`{"s","d"}`). */
function memoryOf(card: AnkiCard) {
  try {
    const data = JSON.parse(card.data || '{}') as { s?: unknown; d?: unknown };
    const { s, d } = data;
    if (typeof s !== 'number' || typeof d !== 'number' || s <= 0 || d < 1 || d > 10) return null;
    return {
      stability: s,
      difficulty: d,
      state: Math.min(3, Math.max(0, card.type)),
      lapses: Math.max(0, card.lapses),
      learningSteps: 0,
    };
  } catch {
    return null;
  }
}

/** Due instant of a card that has been studied, or null for a new one. */
function dueOf(card: AnkiCard, times: CollectionTimes): string | null {
  if (card.type === CARD.new) return null;
  // Learning cards (queue 1) are due at a time in seconds; review cards on a day of the collection.
  if (card.queue === 1) return isoOfSeconds(card.due);
  const crtDay = Math.floor(times.crt / DAY_SECONDS);
  return isoOfSeconds((crtDay + card.due) * DAY_SECONDS);
}

/** A note as a word for the notebook's import, or null when it has no word. */
export function noteToWord(
  note: AnkiNote,
  card: AnkiCard | null,
  times: CollectionTimes,
  limits: WordLimits,
) {
  const fields = readFields(note);
  if (!fields.word) return null;
  const tags = note.tags.split(/\s+/).filter(Boolean);
  const own = tags.filter(
    (t) => !OUR_TAGS.includes(t.toLowerCase()) && t.length <= limits.tagLength,
  );
  // A definition in the deck is the learner's, unless our export marked it as the dictionary's.
  const fromDictionary = tags.some((t) => t.toLowerCase() === DICTIONARY_TAG);
  const word: AnkiWord = {
    // A word too long to be one is left as it is: the import reports it by its row.
    word: fields.word,
    definition: fitted(fields.definition, limits.definition),
    ...(fromDictionary ? { definitionSource: 'dictionary' as const } : {}),
    phonetic: fitted(fields.phonetic, limits.phonetic),
    context: fitted(fields.context, limits.context),
    notes: fitted(fields.notes, limits.notes),
    tags: [...new Set(own)].slice(0, limits.tags),
    mastered: tags.some((t) => t.toLowerCase() === MASTERED_TAG),
    createdAt: plausibleMs(note.id) ? new Date(note.id).toISOString() : null,
  };
  // A card never studied keeps the notebook's defaults for a new word.
  if (!card || card.type === CARD.new || card.reps === 0) return word;
  const nextReviewDate = dueOf(card, times);
  // A review card's interval is in days; a learning card's is negative (seconds) or zero.
  const intervalDays = Math.max(0, card.ivl);
  const lastReviewMs =
    times.lastReviewMs ??
    (nextReviewDate ? Date.parse(nextReviewDate) - intervalDays * DAY_SECONDS * 1000 : null);
  return {
    ...word,
    reviewCount: card.reps,
    // Anki's ease is in permille (2500 = 250 %).
    ...(card.factor > 0 ? { easeIndex: Math.min(10, Math.max(1, card.factor / 1000)) } : {}),
    intervalDays,
    nextReviewDate,
    lastReviewDate: lastReviewMs === null ? null : new Date(lastReviewMs).toISOString(),
    fsrs: memoryOf(card),
  } satisfies AnkiWord;
}
