/**
 * What each TOEIC part looks like: the prompt's format and distractor notes, which shared texts
 * an item carries, how many questions one provider call may ask for (the answer must fit in
 * AI_CLIENT.questions.maxOutputTokens), and the checks a generated item must pass.
 */
export type SharedField = 'scene' | 'transcript' | 'passage';

export interface PartFormat {
  name: string;
  grouped: boolean;
  sharedFields: SharedField[];
  /** Shared texts every question must have (after filling from its group). */
  required: SharedField[];
  perCall: number;
  /** Extra rule on the stem, e.g. Part 5's blank. */
  stem?: RegExp;
  format: string[];
  distractors: string[];
}

export const BLANK = /-{4,}|_{4,}/;
export const NUMBERED_BLANK = /--\s*\(\d\)\s*--/;

export const PART_FORMATS = {
  1: {
    name: 'Photographs',
    grouped: false,
    sharedFields: ['scene', 'transcript'],
    required: ['scene'],
    perCall: 10,
    format: [
      '`scene`: 2–3 sentences describing one photograph: the people, what they are doing, the objects and where they are.',
      '`question`: "Which statement best describes the photograph?"',
      '`options`: four short statements a narrator would say, e.g. "A man is stacking boxes." or "Some chairs have been arranged in a row."; exactly one is true of the scene.',
      '`transcript`: the four statements as "(A) …", "(B) …", "(C) …", "(D) …", one per line.',
    ],
    distractors: [
      'the right person doing the wrong action, or the right action by the wrong person',
      'an object that is not in the scene, or one in the wrong place',
      'a word that sounds like a word for something in the scene',
      'the wrong state: "is being painted" vs "has been painted"',
    ],
  },
  2: {
    name: 'Question-Response',
    grouped: false,
    sharedFields: ['transcript'],
    required: ['transcript'],
    perCall: 12,
    format: [
      '`transcript`: one spoken question or statement as "Woman: …" or "Man: …".',
      '`question`: "Choose the best response to the question or statement."',
      '`options`: three short spoken responses, as on the real test; exactly one is a natural reply. At higher levels the right reply is indirect (e.g. "Let me check the schedule.").',
    ],
    distractors: [
      'repeats a word of the question or uses a similar-sounding word',
      'answers a different question word (when vs where, who vs why)',
      'yes or no to a wh-question',
      'on the same topic but not a reply to what was said',
    ],
  },
  3: {
    name: 'Conversations',
    grouped: true,
    sharedFields: ['transcript'],
    required: ['transcript'],
    perCall: 9,
    format: [
      'Conversations of 6–12 lines between two speakers (three at levels 4–5), one "Woman: …", "Man: …" or "Man 2: …" line per turn, in `transcript`.',
      'Three questions per conversation, in the order the information is heard: the topic, purpose or place; a detail or reason; what a speaker suggests or will do next.',
      'At levels 3–5 one question may ask what a speaker means by a quoted phrase: What does the man mean when he says, "…"?',
      'The questions of one conversation share one `group` label; write the `transcript` on the first of them only.',
      'If the count is not a multiple of three, the last conversation has fewer questions.',
    ],
    distractors: [
      'words heard in the conversation but answering a different question',
      'true of the other speaker, or of a different time',
      'a plausible inference the conversation does not support',
    ],
  },
  4: {
    name: 'Talks',
    grouped: true,
    sharedFields: ['transcript'],
    required: ['transcript'],
    perCall: 9,
    format: [
      'Talks by one speaker of 90–160 words: announcements, voicemails, advertisements, tours, news reports, meeting excerpts; `transcript` starts with "Woman:" or "Man:".',
      'Three questions per talk, in the order the information is heard: who is speaking or the purpose; a detail; what listeners are asked to do or what will happen next.',
      'At levels 3–5 one question may ask what the speaker means by a quoted phrase.',
      'The questions of one talk share one `group` label; write the `transcript` on the first of them only.',
      'If the count is not a multiple of three, the last talk has fewer questions.',
    ],
    distractors: [
      'words heard in the talk but answering a different question',
      'a detail about a different person, place or time in the talk',
      'a plausible inference the talk does not support',
    ],
  },
  5: {
    name: 'Incomplete Sentences',
    grouped: false,
    sharedFields: [],
    required: [],
    perCall: 10,
    stem: BLANK,
    format: [
      '`question`: one business sentence with one blank written as "-------" (seven hyphens).',
      '`options`: four words or phrases for the blank.',
    ],
    distractors: [
      'other parts of speech of the same word family (inform / information / informative / informatively)',
      'other forms or tenses of the same verb, or the wrong voice',
      'a conjunction where a preposition is needed (although vs despite), or the reverse',
      'pronouns in the wrong case, or words of similar meaning that do not fit the collocation',
    ],
  },
  6: {
    name: 'Text Completion',
    grouped: true,
    sharedFields: ['passage'],
    required: ['passage'],
    perCall: 8,
    stem: /\(\d\)/,
    format: [
      'Passages of 100–160 words: e-mails, memos, notices, letters, articles, advertisements, in `passage`.',
      'Each passage has four blanks numbered in order "-- (1) --", "-- (2) --", "-- (3) --", "-- (4) --" and four questions in that order; `question` is "Which choice best fills blank (n)?".',
      'Three blanks test a word or phrase (tense, part of speech, vocabulary, connector) that depends on the context beyond its sentence; exactly one blank per passage is a sentence insertion whose options are four full sentences.',
      'The questions of one passage share one `group` label; write the `passage` on the first of them only.',
      'If the count is not a multiple of four, the last passage has fewer questions (and blanks).',
    ],
    distractors: [
      'a form that fits the sentence alone but not the time or logic of the passage',
      'a connector with the wrong relation (however vs therefore)',
      'an inserted sentence on the right topic that breaks the flow at that point',
    ],
  },
  7: {
    name: 'Reading Comprehension',
    grouped: true,
    sharedFields: ['passage'],
    required: ['passage'],
    perCall: 8,
    format: [
      'Passages: e-mails, notices, advertisements, articles, web pages, forms, invoices, text-message chains, in `passage`.',
      'Single passages have 2–4 questions. At levels 3–5 also write double or triple passages: two or three related documents separated by a line holding only "---" (i.e. "\\n---\\n"), with 4–5 questions, at least one needing information from two documents.',
      'Question kinds: main purpose, detail, NOT true, inference, vocabulary ("The word \\"…\\" in paragraph 1, line 2, is closest in meaning to"), where a given sentence belongs.',
      'The questions of one passage set share one `group` label; write the `passage` on the first of them only.',
    ],
    distractors: [
      'words copied from the passage that answer a different question',
      'true of another person, date or document in the set',
      'an over-generalisation or an inference the text does not support',
    ],
  },
} as const satisfies Record<number, PartFormat>;

export const partFormat = (part: number): PartFormat =>
  PART_FORMATS[part as keyof typeof PART_FORMATS] as PartFormat;
