import { beforeAll, describe, expect, it } from 'vitest';
import { offlineDictionary, type OfflineDictionary } from '../offline';
import { lookupEnglish } from './english';

let sources: OfflineDictionary;
beforeAll(async () => {
  sources = await offlineDictionary();
});

const lookup = (word: string, language: 'zh' | 'ja' | 'en' = 'en') =>
  lookupEnglish(sources.wordnet, sources.cmu, word, language);

const summary = (word: string) => lookup(word)?.meanings.map((m) => `${m.partOfSpeech}:${m.lemma}`);

describe('lemma resolution', () => {
  it('detaches regular endings', () => {
    expect(lookup('invoices')?.lemma).toBe('invoice');
    expect(summary('invoices')).toEqual(['noun:invoice', 'verb:invoice']);
    expect(lookup('negotiated')?.lemma).toBe('negotiate');
    expect(lookup('shipping')?.meanings.some((m) => m.lemma === 'ship')).toBe(true);
    expect(lookup('boxes')?.lemma).toBe('box');
    expect(lookup('companies')?.lemma).toBe('company');
  });

  it('resolves irregular forms through the exception lists', () => {
    expect(lookup('went')?.lemma).toBe('go');
    expect(summary('went')).toEqual(['verb:go']);
    expect(lookup('better')?.lemma).toBe('good');
    expect(summary('better')?.slice(0, 2)).toEqual(['adjective:good', 'adverb:well']);
    expect(lookup('bought')?.lemma).toBe('buy');
    expect(lookup('children')?.lemma).toBe('child');
  });

  it('keeps a plural that has its own meaning, and words that only look inflected', () => {
    expect(summary('data')).toEqual(['noun:data']);
    expect(lookup('glasses')?.meanings[0]).toMatchObject({
      partOfSpeech: 'noun',
      lemma: 'glasses',
    });
    expect(lookup('business')?.lemma).toBe('business');
    expect(lookup('take off')?.lemma).toBe('take off');
  });

  it('pronounces the form looked up, not the lemma', () => {
    expect(lookup('went')?.phonetic).toBe('/wɛnt/');
    expect(lookup('invoices')?.phonetic).toBe('/ˈɪnvɔɪsɪz/');
  });

  it('finds nothing for a word WordNet lacks', () => {
    expect(lookup('qzxvbnm')).toBeNull();
    expect(lookup('')).toBeNull();
  });
});

describe('meanings', () => {
  it('groups by part of speech with at most 3 definitions each and 5 synonyms', () => {
    const run = lookup('run')!;
    expect(run.meanings.map((m) => m.partOfSpeech)).toEqual(['verb', 'noun']);
    for (const meaning of run.meanings) {
      expect(meaning.definitions).toHaveLength(3);
      for (const d of meaning.definitions) expect(d.synonyms.length).toBeLessThanOrEqual(5);
    }
    // WordNet's first verb sense of "start" has 7 other words: 5 are kept, in WordNet's order.
    const start = lookup('start')!.meanings.find((m) => m.partOfSpeech === 'verb')!;
    expect(start.definitions[0]!.synonyms).toHaveLength(5);
  });

  it('splits glosses into the definition and an example that uses the word', () => {
    const [negotiate] = lookup('negotiate')!.meanings;
    expect(negotiate!.definitions[0]).toEqual({
      definition: 'discuss the terms of an arrangement',
      example: 'They negotiated the sale of the house',
      synonyms: ['negociate', 'talk terms'],
    });
  });

  it('labels parts of speech locally and in Chinese', () => {
    const ja = lookup('postpone', 'ja')!.meanings[0]!;
    expect([ja.partOfSpeech, ja.partOfSpeechLocal, ja.partOfSpeechCN]).toEqual([
      'verb',
      '動詞',
      '动词',
    ]);
    expect(lookup('quickly', 'en')!.meanings[0]!.partOfSpeechLocal).toBe('adverb');
  });
});
