/**
 * The tables of the built dictionary file. Every look-up is a primary-key read of a few rows;
 * WITHOUT ROWID keeps each table one B-tree ordered by its key, which is also what makes a
 * gloss's entries come back in CC-CEDICT's order.
 */
export const DICTIONARY_TABLES = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  -- WordNet: each part of speech's index (lemma → synsets) and its synsets' words and gloss.
  CREATE TABLE lemma (
    pos INTEGER NOT NULL, lemma TEXT NOT NULL, offsets TEXT NOT NULL, tagged INTEGER NOT NULL,
    PRIMARY KEY (pos, lemma)) WITHOUT ROWID;
  CREATE TABLE synset (
    pos INTEGER NOT NULL, offset INTEGER NOT NULL, words TEXT NOT NULL, gloss TEXT NOT NULL,
    PRIMARY KEY (pos, offset)) WITHOUT ROWID;
  -- WordNet's irregular forms: went → go.
  CREATE TABLE exception (
    pos INTEGER NOT NULL, form TEXT NOT NULL, bases TEXT NOT NULL,
    PRIMARY KEY (pos, form)) WITHOUT ROWID;
  -- CMU pronouncing dictionary: first pronunciation of each word, in ARPAbet.
  CREATE TABLE pronunciation (word TEXT PRIMARY KEY, arpabet TEXT NOT NULL) WITHOUT ROWID;
  -- CC-CEDICT entries in file order (n), and the glosses that point back at them: by the whole
  -- normalised gloss (kind 0) and by its first word (kind 1).
  CREATE TABLE entry (
    n INTEGER PRIMARY KEY, simplified TEXT NOT NULL, pinyin TEXT NOT NULL, glosses TEXT NOT NULL);
  CREATE TABLE gloss (
    kind INTEGER NOT NULL, key TEXT NOT NULL, n INTEGER NOT NULL,
    PRIMARY KEY (kind, key, n)) WITHOUT ROWID;
  -- How often jieba's corpus saw each CC-CEDICT headword.
  CREATE TABLE frequency (word TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
`;

export const GLOSS_WHOLE = 0;
export const GLOSS_FIRST_WORD = 1;
