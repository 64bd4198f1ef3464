import { dictionary } from 'cmu-pronouncing-dictionary';
import { beforeAll, describe, expect, it } from 'vitest';
import { offlineDictionary } from '../offline';
import type { CmuDict } from './cmudict';
import { arpabetToIpa } from './ipa';

describe('ARPAbet to IPA', () => {
  it('puts the stress mark before the whole stressed syllable, onset included', () => {
    // post.pone: "stp" cannot open a syllable, "p" can.
    expect(arpabetToIpa('P OW0 S T P OW1 N')).toBe('/poʊstˈpoʊn/');
    // em.ploy: "pl" can open a syllable, "mpl" cannot.
    expect(arpabetToIpa('EH0 M P L OY1 IY0')).toBe('/ɛmˈplɔɪi/');
    // under.stand: "st" opens the stressed syllable; secondary stress on the first.
    expect(arpabetToIpa('AH2 N D ER0 S T AE1 N D')).toBe('/ˌʌndɚˈstænd/');
    // A stressed syllable with no onset takes the mark right before its vowel.
    expect(arpabetToIpa('AY0 T IH1 N ER0 EH2 R IY0')).toBe('/aɪˈtɪnɚˌɛri/');
  });

  it('writes reduced vowels as schwas and leaves one-syllable words unmarked', () => {
    expect(arpabetToIpa('N AH0 G OW1 SH IY0 EY2 T')).toBe('/nəˈɡoʊʃiˌeɪt/');
    expect(arpabetToIpa('B EH1 T ER0')).toBe('/ˈbɛtɚ/');
    expect(arpabetToIpa('G OW1')).toBe('/ɡoʊ/');
  });

  it('refuses what is not ARPAbet', () => {
    expect(() => arpabetToIpa('k ah0')).toThrow(/not an ARPAbet phone/);
  });
});

describe('CMU pronouncing dictionary', () => {
  let cmu: CmuDict;
  beforeAll(async () => {
    ({ cmu } = await offlineDictionary());
  });

  it('reads every word of the package (alternative pronunciations aside)', () => {
    const words = Object.keys(dictionary).filter((w) => !w.includes('('));
    expect(cmu.size).toBe(words.length);
    expect(cmu.arpabet('zywicki')).toBe(dictionary.zywicki);
    // Some entries carry a note after the phones ("# abbrev"): not part of the pronunciation.
    expect(cmu.arpabet('GDP')).toBe('G IY1 D IY1 P IY1');
  });

  it('gives TOEIC words their American IPA', () => {
    expect(cmu.ipa('invoice')).toBe('/ˈɪnvɔɪs/');
    expect(cmu.ipa('Schedule')).toBe('/ˈskɛdʒʊl/');
    expect(cmu.ipa('reimbursement')).toBe('/ˌriɪmˈbɝsmənt/');
    expect(cmu.ipa('warehouse')).toBe('/ˈwɛrˌhaʊs/');
    expect(cmu.ipa('take off')).toBe('/teɪk ɔf/');
  });

  it('knows nothing of a word it does not list', () => {
    expect(cmu.ipa('qzxvbnm')).toBeNull();
    expect(cmu.ipa('toString')).toBeNull();
  });
});
