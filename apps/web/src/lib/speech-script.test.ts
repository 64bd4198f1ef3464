import { describe, expect, it } from 'vitest';
import {
  assignVoices,
  buildScript,
  parseTranscript,
  speakerGender,
  type VoiceLike,
} from './speech-script';

const voice = (name: string, lang: string): VoiceLike => ({ name, lang, voiceURI: name });

describe('parseTranscript', () => {
  it('splits "Speaker: line" lines, numbered speakers included', () => {
    expect(
      parseTranscript('Woman: Hello, Bay Leaf Restaurant.\nMan: Hi.\n\nWoman 2: Table for four?'),
    ).toEqual([
      { speaker: 'Woman', text: 'Hello, Bay Leaf Restaurant.' },
      { speaker: 'Man', text: 'Hi.' },
      { speaker: 'Woman 2', text: 'Table for four?' },
    ]);
  });

  it('gives option statements to the narrator and continuation lines to the last speaker', () => {
    expect(parseTranscript('Man: Good morning.\nWelcome aboard.\n(A) A man is typing.')).toEqual([
      { speaker: 'Man', text: 'Good morning.' },
      { speaker: 'Man', text: 'Welcome aboard.' },
      { speaker: null, text: '(A) A man is typing.' },
    ]);
  });

  it('does not take a clock time for a speaker', () => {
    expect(parseTranscript('The train leaves at 10:05 today.')).toEqual([
      { speaker: null, text: 'The train leaves at 10:05 today.' },
    ]);
  });
});

describe('buildScript', () => {
  const options = ['In room 3.', 'At noon.', 'Yes, I did.', 'By bus.'];

  it('Part 2 reads the prompt, then the options (A)–(D)', () => {
    const lines = buildScript({
      transcript: 'Woman: Where is the meeting?',
      options,
      part: 2,
      category: 'part2',
    });
    expect(lines.map((l) => l.text)).toEqual([
      'Where is the meeting?',
      '(A) In room 3.',
      '(B) At noon.',
      '(C) Yes, I did.',
      '(D) By bus.',
    ]);
    expect(lines.slice(1).every((l) => l.speaker === null)).toBe(true);
  });

  it('Part 1 transcripts that already hold the statements are read once', () => {
    const transcript = options.map((o, i) => `(${'ABCD'[i]}) ${o}`).join('\n');
    expect(buildScript({ transcript, options, category: 'part1' })).toHaveLength(4);
  });

  it('Parts 3–4 read the transcript only', () => {
    expect(
      buildScript({ transcript: 'Man: Hi.\nWoman: Hello.', options, part: 3, category: 'part3' }),
    ).toHaveLength(2);
  });
});

describe('assignVoices', () => {
  it('gives each speaker an English voice of its own, mixing accents', () => {
    const voices = [
      voice('English (America)', 'en-US'),
      voice('English (America) 2', 'en-US'),
      voice('English (Great Britain)', 'en-GB'),
      voice('English (Australia)', 'en-AU'),
      voice('Deutsch', 'de-DE'),
    ];
    const map = assignVoices(['Man', 'Woman', 'Man 2'], voices);
    const picked = ['Man', 'Woman', 'Man 2'].map((s) => map.get(s)!.voice!.name);
    expect(new Set(picked).size).toBe(3);
    expect(picked).not.toContain('Deutsch');
    expect(new Set(['Man', 'Woman', 'Man 2'].map((s) => map.get(s)!.lang)).size).toBe(3);
  });

  it('matches voices whose names tell the gender', () => {
    const voices = [voice('Daniel', 'en-GB'), voice('Samantha', 'en-US'), voice('Karen', 'en-AU')];
    const map = assignVoices(['Man', 'Woman'], voices);
    expect(map.get('Man')?.voice?.name).toBe('Daniel');
    expect(map.get('Woman')?.voice?.name).toBe('Samantha');
  });

  it('with a single voice, tells the speakers apart by pitch and rate', () => {
    const map = assignVoices([null, 'Man', 'Woman', 'Woman 2'], [voice('eSpeak', 'en')]);
    const settings = [...map.values()];
    expect(settings.every((s) => s.voice?.name === 'eSpeak')).toBe(true);
    expect(new Set(settings.map((s) => s.pitch)).size).toBe(4);
    expect(map.get('Woman')!.pitch).toBeGreaterThan(map.get('Man')!.pitch);
    expect(map.get('')!.rate).toBe(1);
  });

  it('without English voices, leaves the choice to the browser but keeps the language English', () => {
    const map = assignVoices(['Man'], [voice('Français', 'fr-FR')]);
    expect(map.get('Man')).toMatchObject({ voice: null, lang: 'en-US' });
  });

  it('reads gender from speaker labels', () => {
    expect(speakerGender('Woman 2')).toBe('female');
    expect(speakerGender('Man')).toBe('male');
    expect(speakerGender('Narrator')).toBeNull();
  });
});
