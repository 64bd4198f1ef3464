/**
 * The tables of an Anki collection in the legacy package format (schema version 11,
 * `collection.anki2`), which every Anki release still imports. Column order matters: rows are
 * inserted positionally.
 */
export const ANKI_SCHEMA = `
CREATE TABLE col (
  id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null,
  conf text not null, models text not null, decks text not null, dconf text not null,
  tags text not null
);
CREATE TABLE notes (
  id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null,
  csum integer not null, flags integer not null, data text not null
);
CREATE TABLE cards (
  id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null,
  due integer not null, ivl integer not null, factor integer not null, reps integer not null,
  lapses integer not null, left integer not null, odue integer not null, odid integer not null,
  flags integer not null, data text not null
);
CREATE TABLE revlog (
  id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null
);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

/** Card type / queue values Anki uses. */
export const CARD = { new: 0, review: 2 } as const;

export const DAY_SECONDS = 86_400;

/** Stable ids: re-importing a later export updates the same deck and note type in Anki. */
export const DECK_ID = 1_732_406_400_000;
export const MODEL_ID = 1_732_406_400_001;
const DEFAULT_DECK_CONF_ID = 1;

export const COLLECTION_VERSION = 11;

/** Collection settings as a fresh Anki collection holds them. */
export const collectionConf = (newCards: number) => ({
  activeDecks: [DECK_ID],
  addToCur: true,
  collapseTime: 1200,
  curDeck: DECK_ID,
  curModel: String(MODEL_ID),
  dueCounts: true,
  estTimes: true,
  newBury: true,
  newSpread: 0,
  nextPos: newCards + 1,
  sortBackwards: false,
  sortType: 'noteFld',
  timeLim: 0,
});

const deck = (id: number, name: string, modSeconds: number) => ({
  collapsed: false,
  conf: DEFAULT_DECK_CONF_ID,
  desc: '',
  dyn: 0,
  extendNew: 10,
  extendRev: 50,
  id,
  lrnToday: [0, 0],
  mod: modSeconds,
  name,
  newToday: [0, 0],
  revToday: [0, 0],
  timeToday: [0, 0],
  usn: -1,
});

/** Anki expects its Default deck (id 1) beside ours. */
export const decks = (name: string, modSeconds: number) => ({
  '1': deck(1, 'Default', modSeconds),
  [String(DECK_ID)]: deck(DECK_ID, name, modSeconds),
});

export const deckConfigs = () => ({
  [String(DEFAULT_DECK_CONF_ID)]: {
    autoplay: true,
    id: DEFAULT_DECK_CONF_ID,
    lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
    maxTaken: 60,
    mod: 0,
    name: 'Default',
    new: {
      bury: true,
      delays: [1, 10],
      initialFactor: 2500,
      ints: [1, 4, 7],
      order: 1,
      perDay: 20,
      separate: true,
    },
    replayq: true,
    rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 100 },
    timer: 0,
    usn: 0,
  },
});
