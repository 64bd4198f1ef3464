import type { VocabularyWord, WordDefinition } from '@toeic-ace/contract';
import { serverWord } from '@/test/vocabulary-word';

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

/** "negotiate" as the learner added it by hand to the notebook. */
export const notebookWord = (fields: Partial<VocabularyWord> = {}): VocabularyWord =>
  serverWord('negotiate', {
    id: 'w1',
    sourceType: 'manual',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...fields,
  });
