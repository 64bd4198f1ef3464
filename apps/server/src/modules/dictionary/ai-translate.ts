import { AI_CLIENT, DICTIONARY, type Meaning } from '@toeic-ace/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { aiClientFor, promptText, type AiClientHooks, type RetryOptions } from '../../ai';

/**
 * The dictionary's only door into the AI layer (provider client, per-user quota): translating
 * English definitions into Chinese or Japanese. Any failure — no quota left, provider down,
 * a reply of the wrong shape — comes back as null and the caller keeps the English.
 */
export type AiTranslateOptions = AiClientHooks;

export interface TranslationRequest {
  userId: string;
  word: string;
  language: 'zh' | 'ja';
  meanings: Meaning[];
}

export interface Translation {
  /** Per meaning, per definition, in the order given. */
  definitions: string[][];
  /** Japanese words for the English one (Japanese only), with kana readings. */
  equivalents: { text: string; reading: string | null }[];
}

export type Translate = (req: TranslationRequest) => Promise<Translation | null>;

/** A learner is waiting on the card: one retry and a shorter limit than question generation. */
const TIMEOUT_MS = 15_000;
const RETRY: RetryOptions = { maxRetries: 1 };
/** Low temperature: a translation has one right answer more than it has many good ones. */
const PARAMS = { ...AI_CLIENT.questions, temperature: 0.2, maxOutputTokens: 2048 };

const LANGUAGE_NAMES = { zh: 'Simplified Chinese', ja: 'Japanese' } as const;

const text = z.string().trim().min(1).max(500);
const replySchema = z.object({
  meanings: z.array(z.object({ definitions: z.array(text) })),
  equivalents: z
    .array(z.object({ text: text.max(40), reading: z.string().trim().max(80).nullish() }))
    .default([]),
});

const jsonSchema = z.toJSONSchema(replySchema, { io: 'input' }) as Record<string, unknown>;

export function createTranslator(app: FastifyInstance, opts: AiTranslateOptions): Translate | null {
  const provider = aiClientFor(app.config.ai, opts, { timeoutMs: TIMEOUT_MS, retry: RETRY });
  if (!provider) return null;

  return async (req) => {
    try {
      await app.aiQuota.consume(req.userId);
      const result = await provider.generate({
        system: systemPrompt(req.language),
        messages: [{ role: 'user', content: userPrompt(req) }],
        params: PARAMS,
        jsonSchema,
      });
      return parseReply(result.text, req);
    } catch (err) {
      app.log.warn({ err, word: req.word }, 'definition translation failed; answering in English');
      return null;
    }
  };
}

function systemPrompt(language: 'zh' | 'ja'): string {
  const name = LANGUAGE_NAMES[language];
  const equivalents =
    language === 'ja'
      ? ` Also give up to ${DICTIONARY.japaneseSenses} Japanese words that translate the English word, most common first, each with its reading in hiragana.`
      : ' Leave "equivalents" empty.';
  return (
    `You are a bilingual dictionary editor for learners of business English. Translate each ` +
    `English definition into natural ${name}, keeping the same number and order of meanings ` +
    `and definitions. Reply with JSON only.${equivalents}`
  );
}

function userPrompt(req: TranslationRequest): string {
  const word = promptText(req.word, { maxLength: DICTIONARY.wordMaxLength });
  const meanings = req.meanings.map((m) => ({
    partOfSpeech: m.partOfSpeech,
    definitions: m.definitions.map((d) => d.definition),
  }));
  return `Word: ${word}\nMeanings (JSON):\n${JSON.stringify({ meanings })}`;
}

function parseReply(reply: string, req: TranslationRequest): Translation {
  const body = reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1);
  const parsed = replySchema.parse(JSON.parse(body));
  const shapeMatches =
    parsed.meanings.length === req.meanings.length &&
    parsed.meanings.every((m, i) => m.definitions.length === req.meanings[i]!.definitions.length);
  if (!shapeMatches) throw new Error('the translation does not match the definitions');
  return {
    definitions: parsed.meanings.map((m) => m.definitions),
    equivalents:
      req.language === 'ja'
        ? parsed.equivalents
            .slice(0, DICTIONARY.japaneseSenses)
            .map((e) => ({ text: e.text, reading: e.reading ?? null }))
        : [],
  };
}
