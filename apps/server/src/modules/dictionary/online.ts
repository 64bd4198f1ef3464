import { PARTS_OF_SPEECH, type PartOfSpeech } from '@toeic-ace/contract';
import { z } from 'zod';

/**
 * A public English dictionary API in the Free Dictionary API's format
 * (GET {base}/api/v2/entries/en/{word}), asked only when DICTIONARY_ONLINE is on, for what
 * the offline sources lack: a recorded pronunciation, examples and the word's origin. It is
 * never required: any failure (network, timeout, 404, an unexpected body) is simply no answer.
 */
export const ONLINE_TIMEOUT_MS = 5_000;

const entrySchema = z.object({
  phonetic: z.string().optional(),
  phonetics: z.array(z.object({ text: z.string().optional(), audio: z.string().optional() })),
  origin: z.string().optional(),
  meanings: z.array(
    z.object({
      partOfSpeech: z.string(),
      definitions: z.array(
        z.object({
          definition: z.string(),
          example: z.string().optional(),
          synonyms: z.array(z.string()).default([]),
        }),
      ),
    }),
  ),
});

export interface OnlineDefinition {
  definition: string;
  example: string | null;
  synonyms: string[];
}

export interface OnlineEntry {
  audioUrl: string | null;
  phonetic: string | null;
  origin: string | null;
  meanings: { partOfSpeech: PartOfSpeech; definitions: OnlineDefinition[] }[];
}

const isPos = (value: string): value is PartOfSpeech =>
  (PARTS_OF_SPEECH as readonly string[]).includes(value);

export async function fetchOnline(baseUrl: string, word: string): Promise<OnlineEntry | null> {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v2/entries/en/${encodeURIComponent(word)}`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS) });
    if (!res.ok) return null;
    const entries = z
      .array(entrySchema)
      .min(1)
      .parse(await res.json());
    const audios = entries
      .flatMap((e) => e.phonetics.map((p) => p.audio ?? ''))
      .filter(Boolean)
      // Older entries give protocol-relative addresses.
      .map((a) => (a.startsWith('//') ? `https:${a}` : a));
    // Our IPA is American, so an American recording matches it best.
    const audioUrl = audios.find((a) => /-us\.mp3$/i.test(a)) ?? audios[0] ?? null;
    const byPos = new Map<PartOfSpeech, OnlineDefinition[]>();
    for (const meaning of entries.flatMap((e) => e.meanings)) {
      if (!isPos(meaning.partOfSpeech)) continue;
      const list = byPos.get(meaning.partOfSpeech) ?? [];
      for (const d of meaning.definitions) {
        list.push({ definition: d.definition, example: d.example ?? null, synonyms: d.synonyms });
      }
      byPos.set(meaning.partOfSpeech, list);
    }
    return {
      audioUrl: audioUrl && /^https?:\/\//.test(audioUrl) ? audioUrl : null,
      phonetic: entries.find((e) => e.phonetic)?.phonetic ?? null,
      origin: entries.find((e) => e.origin)?.origin ?? null,
      meanings: [...byPos].map(([partOfSpeech, definitions]) => ({ partOfSpeech, definitions })),
    };
  } catch {
    return null;
  }
}
