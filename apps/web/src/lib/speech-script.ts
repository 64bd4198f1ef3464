/**
 * Pure helpers behind listening playback: split a transcript into speaker lines and give each
 * speaker a voice. Nothing here touches the browser, so it is unit-tested as plain data.
 */

export interface ScriptLine {
  /** The label before the colon ("Man", "Woman 2"); null for the narrator. */
  speaker: string | null;
  text: string;
}

/** What a voice looks like to these helpers (a subset of SpeechSynthesisVoice). */
export interface VoiceLike {
  name: string;
  lang: string;
  voiceURI: string;
  default?: boolean;
}

export interface VoiceSettings {
  voice: VoiceLike | null;
  lang: string;
  pitch: number;
  rate: number;
}

const LABEL = /^([A-Z][\w.'’-]*(?: [A-Z0-9][\w.'’-]*){0,2}):\s+(\S.*)$/;
const OPTION_LINE = /^\([A-D]\)\s/;
const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * "Speaker: line" per line. An unlabelled line continues the previous speaker, except option
 * statements "(A) …", which the narrator reads. Blank lines are dropped.
 */
export function parseTranscript(transcript: string): ScriptLine[] {
  const lines: ScriptLine[] = [];
  let previous: string | null = null;
  for (const raw of transcript.split(/\r?\n/)) {
    const text = raw.trim();
    if (!text) continue;
    const match = LABEL.exec(text);
    if (match) {
      previous = match[1]!;
      lines.push({ speaker: previous, text: match[2]!.trim() });
    } else if (OPTION_LINE.test(text)) {
      lines.push({ speaker: null, text });
    } else {
      lines.push({ speaker: previous, text });
    }
  }
  return lines;
}

/** What is spoken for a listening question (Parts 1–2 also read the options after the prompt). */
export function buildScript(question: {
  transcript?: string;
  options: readonly string[];
  part?: number;
  category: string;
}): ScriptLine[] {
  const lines = parseTranscript(question.transcript ?? '');
  const part = question.part ?? Number(/^part(\d)$/.exec(question.category)?.[1] ?? 0);
  const readsOptions = part === 1 || part === 2;
  if (readsOptions && !lines.some((line) => OPTION_LINE.test(line.text))) {
    question.options.forEach((option, i) =>
      lines.push({ speaker: null, text: `(${LETTERS[i]}) ${option}` }),
    );
  }
  return lines;
}

type Gender = 'female' | 'male' | null;

const FEMALE_LABEL = /\b(woman|women|female|lady|girl|ms|mrs|miss)\b/i;
const MALE_LABEL = /\b(man|men|male|gentleman|boy|mr)\b/i;
const FEMALE_VOICE =
  /female|woman|samantha|victoria|karen|moira|tessa|fiona|zira|susan|hazel|serena|kate|allison|\bava\b|joanna|salli|kimberly|libby|sonia|natasha|\baria\b|jenny|emma|olivia|\bamy\b|google us english/i;
const MALE_VOICE =
  /\bmale\b|daniel|\balex\b|fred|david|mark|george|arthur|oliver|\bguy\b|ryan|thomas|james|rishi|aaron|\btom\b/i;

export const speakerGender = (label: string | null): Gender =>
  label === null
    ? null
    : FEMALE_LABEL.test(label)
      ? 'female'
      : MALE_LABEL.test(label)
        ? 'male'
        : null;

const voiceGender = (voice: VoiceLike): Gender =>
  /female/i.test(voice.name) || FEMALE_VOICE.test(voice.name)
    ? 'female'
    : MALE_VOICE.test(voice.name)
      ? 'male'
      : null;

const ACCENT_ORDER = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-IE', 'en-NZ', 'en-IN', 'en-ZA'];
const normLang = (lang: string) => lang.replace('_', '-');
const isEnglish = (voice: VoiceLike) => /^en(-|_|$)/i.test(voice.lang);
const accentRank = (voice: VoiceLike) => {
  const i = ACCENT_ORDER.findIndex((a) => a.toLowerCase() === normLang(voice.lang).toLowerCase());
  return i === -1 ? ACCENT_ORDER.length : i;
};

/** Pitches and rate factors that tell apart speakers sharing one voice. */
const GENDER_PITCH: Record<'female' | 'male', number> = { female: 1.25, male: 0.8 };
const SHARED_PITCH = [1, 1.15, 0.88, 1.3, 0.75];
const SHARED_RATE = [1, 0.94, 1.06, 0.97, 1.03];

/**
 * A voice per speaker (key: the label, '' for the narrator), in order of first appearance:
 * English voices only; a voice whose name suggests the speaker's gender when there is one; an
 * accent not used yet when there is one (US, UK, Australian, …). Speakers who have to share a
 * voice — or a browser with a single voice — get a different pitch and a slightly different rate.
 */
export function assignVoices(
  speakers: readonly (string | null)[],
  voices: readonly VoiceLike[],
): Map<string, VoiceSettings> {
  const english = voices
    .filter(isEnglish)
    .map((voice, i) => ({ voice, i }))
    .sort((a, b) => accentRank(a.voice) - accentRank(b.voice) || a.i - b.i)
    .map(({ voice }) => voice);
  const result = new Map<string, VoiceSettings>();
  const uses = new Map<string, number>();
  const usedLangs = new Set<string>();
  const genders = new Map<'female' | 'male', number>();
  const distinct = [...new Set(speakers.map((s) => s ?? ''))];

  distinct.forEach((key, order) => {
    const gender = speakerGender(key || null);
    const fresh = english.filter((v) => !uses.has(v.voiceURI));
    const pool = fresh.length > 0 ? fresh : english;
    const score = (v: VoiceLike) => {
      const g = voiceGender(v);
      const genderScore = gender === null ? 0 : g === gender ? 2 : g === null ? 1 : 0;
      const accentScore = usedLangs.has(normLang(v.lang)) ? 0 : 1;
      return genderScore * 2 + accentScore;
    };
    const voice =
      pool.reduce<VoiceLike | null>(
        (best, v) => (best && score(best) >= score(v) ? best : v),
        null,
      ) ?? null;
    const shared = voice ? (uses.get(voice.voiceURI) ?? 0) : order;
    if (voice) {
      uses.set(voice.voiceURI, shared + 1);
      usedLangs.add(normLang(voice.lang));
    }
    const matches = voice !== null && voiceGender(voice) === gender;
    const sameGender = gender ? (genders.get(gender) ?? 0) : 0;
    if (gender) genders.set(gender, sameGender + 1);
    const pitch =
      gender && !matches
        ? GENDER_PITCH[gender] *
          (gender === 'female' ? 1 + 0.15 * sameGender : 1 - 0.12 * sameGender)
        : SHARED_PITCH[shared % SHARED_PITCH.length]!;
    result.set(key, {
      voice,
      lang: voice ? normLang(voice.lang) : 'en-US',
      pitch: Math.round(Math.min(2, Math.max(0.5, pitch)) * 100) / 100,
      rate: SHARED_RATE[shared % SHARED_RATE.length]!,
    });
  });
  return result;
}
