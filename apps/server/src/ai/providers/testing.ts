import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_CLIENT } from '@toeic-ace/contract';
import type { AiProvider, AiRequest } from './ai-provider';
import type { ClientOptions } from './attempt';
import { startFakeGemini } from './fakes/fake-gemini';
import { startFakeOpenAi } from './fakes/fake-openai';
import type { FakeServer } from './fakes/fake-server';
import { GeminiProvider } from './gemini-provider';
import { OpenAiProvider } from './openai-provider';
import type { Sleep } from './retry';

/**
 * Helpers for tests that drive real provider clients against the fakes: both vendors behind
 * one description, instant recorded sleeps, and an address where nothing listens.
 */
export interface Vendor {
  name: 'gemini' | 'openai';
  start: () => Promise<FakeServer>;
  client: (url: string, opts?: ClientOptions) => AiProvider;
}

export const VENDORS: Vendor[] = [
  {
    name: 'gemini',
    start: () => startFakeGemini(),
    client: (url, opts) => new GeminiProvider({ apiKey: 'test-key', baseUrl: url, ...opts }),
  },
  {
    name: 'openai',
    start: () => startFakeOpenAi(),
    client: (url, opts) =>
      new OpenAiProvider({ baseUrl: url, apiKey: 'test-key', model: 'test-model', ...opts }),
  },
];

/** Retry options whose sleeps return at once and are recorded; jitter fixed at `jitter`. */
export function instantRetry(jitter = 0) {
  const sleeps: number[] = [];
  const sleep: Sleep = async (ms, signal) => {
    sleeps.push(ms);
    signal?.throwIfAborted();
  };
  return { sleeps, retry: { sleep, random: () => jitter } };
}

export const questionRequest = (over: Partial<AiRequest> = {}): AiRequest => ({
  system: 'You write TOEIC questions.',
  messages: [{ role: 'user', content: 'Write one Part 5 question.' }],
  params: AI_CLIENT.questions,
  ...over,
});

/** A base URL on 127.0.0.1 whose port was just released: connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

export async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const delta of stream) out.push(delta);
  return out;
}
