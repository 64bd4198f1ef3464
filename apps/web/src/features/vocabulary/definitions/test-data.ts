import type { VocabularyWord, WordDefinition } from '@toeic-ace/contract';

/** The server's answer for "negotiate" in Chinese with no AI: English meanings, 谈判 beside them. */
export const negotiateDefinition = (fields: Partial<WordDefinition> = {}): WordDefinition => ({
  word: 'negotiate',
  lemma: 'negotiate',
  phonetic: '/nɪˈɡoʊʃiˌeɪt/',
  audioUrl: null,
  origin: null,
  language: 'en',
  meanings: [
    {
      partOfSpeech: 'verb',
      partOfSpeechLocal: '动词',
      partOfSpeechCN: '动词',
      lemma: 'negotiate',
      definitions: [
        {
          definition: 'discuss the terms of an arrangement',
          example: 'They negotiated the terms of the contract',
          synonyms: ['negociate', 'talk terms'],
        },
        { definition: 'succeed in doing', example: null, synonyms: ['pass', 'clear'] },
      ],
    },
  ],
  equivalents: [{ text: '谈判', reading: 'tán pàn', language: 'zh', gloss: 'to negotiate' }],
  reading: null,
  jlpt: [],
  commonality: null,
  sources: ['wordnet', 'cmudict', 'cc-cedict'],
  cachedAt: '2026-11-24T10:00:00.000Z',
  ...fields,
});

export const notebookWord = (fields: Partial<VocabularyWord> = {}): VocabularyWord => ({
  id: 'w1',
  word: 'negotiate',
  definition: null,
  phonetic: null,
  audioUrl: null,
  context: null,
  sourceType: 'manual',
  sourceId: null,
  meanings: [],
  language: 'zh',
  reading: null,
  jlpt: [],
  commonality: null,
  notes: null,
  mastered: false,
  tags: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  reviewCount: 0,
  easeIndex: 2.5,
  intervalDays: 1,
  nextReviewDate: null,
  lastReviewDate: null,
  fsrs: null,
  // As the server records it: a definition set without a source is the learner's.
  definitionSource: fields.definition ? 'learner' : null,
  ...fields,
});
