import { describe, expect, it, vi } from 'vitest';
import { lineFallbackMs, loadVoices, speakLines } from './speech';

class FakeUtterance extends EventTarget {
  voice: unknown = null;
  lang = '';
  pitch = 1;
  rate = 1;
  constructor(readonly text: string) {
    super();
  }
}

function fakeSynth(voices: SpeechSynthesisVoice[] = []) {
  const spoken: FakeUtterance[] = [];
  const synth = Object.assign(new EventTarget(), {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(),
    getVoices: vi.fn(() => voices),
  });
  return { synth: synth as unknown as SpeechSynthesis, spoken, raw: synth };
}

const voice = (name: string, lang: string) =>
  ({ name, lang, voiceURI: name, default: false, localService: true }) as SpeechSynthesisVoice;

/** "One." then "Two.", unlabelled, in the default voice at normal speed. */
const speakOneTwo = (synth: SpeechSynthesis, onDone: () => void) =>
  speakLines({
    synth,
    voices: [],
    rate: 1,
    onDone,
    lines: [
      { speaker: null, text: 'One.' },
      { speaker: null, text: 'Two.' },
    ],
  });

describe('speakLines', () => {
  it('speaks line by line, each with its speaker’s voice, moving on at `end`', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const voices = [voice('Daniel', 'en-GB'), voice('Samantha', 'en-US')];
    const { synth, spoken } = fakeSynth(voices);
    const onLine = vi.fn();
    const onDone = vi.fn();
    speakLines({
      synth,
      voices,
      rate: 1.25,
      onLine,
      onDone,
      lines: [
        { speaker: 'Man', text: 'Hello.' },
        { speaker: 'Woman', text: 'Hi there.' },
      ],
    });
    expect(spoken.map((u) => u.text)).toEqual(['Hello.']);
    expect(spoken[0]?.voice).toBe(voices[0]);
    expect(spoken[0]?.rate).toBeCloseTo(1.25);
    spoken[0]!.dispatchEvent(new Event('end'));
    expect(spoken[1]?.voice).toBe(voices[1]);
    expect(onLine.mock.calls.map(([i]) => i)).toEqual([0, 1]);
    spoken[1]!.dispatchEvent(new Event('error'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('does not stall when no `end` comes: a per-line timer moves on', () => {
    vi.useFakeTimers();
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { synth, spoken } = fakeSynth();
    const onDone = vi.fn();
    speakOneTwo(synth, onDone);
    vi.advanceTimersByTime(lineFallbackMs('One.', 1));
    expect(spoken).toHaveLength(2);
    vi.advanceTimersByTime(lineFallbackMs('Two.', 1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stop cancels speech and silences the callbacks', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    const { synth, spoken, raw } = fakeSynth();
    const onDone = vi.fn();
    const stop = speakOneTwo(synth, onDone);
    stop();
    spoken[0]!.dispatchEvent(new Event('end'));
    expect(spoken).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(raw.cancel).toHaveBeenCalledTimes(2);
  });
});

describe('loadVoices', () => {
  it('waits for voiceschanged when the list starts empty', async () => {
    const voices: SpeechSynthesisVoice[] = [];
    const { synth, raw } = fakeSynth(voices);
    const loading = loadVoices(synth, 5_000);
    voices.push(voice('eSpeak', 'en'));
    raw.dispatchEvent(new Event('voiceschanged'));
    expect((await loading).map((v) => v.name)).toEqual(['eSpeak']);
  });

  it('gives up with no voices after the timeout', async () => {
    vi.useFakeTimers();
    const { synth } = fakeSynth([]);
    const loading = loadVoices(synth, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(await loading).toEqual([]);
  });
});
