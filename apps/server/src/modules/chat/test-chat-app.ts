import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import type { QuotaStore } from '../../ai';
import {
  instantRetry,
  providerEnv,
  type FakeRequest,
  type FakeServer,
  type Vendor,
} from '../../ai/testing';
import { chatCalls } from './chat.fixtures';

/** An app whose AI provider is a fake on 127.0.0.1 speaking `vendor`'s wire format. */
export async function startChatApp(vendor: Vendor, opts: { quota?: QuotaStore } = {}) {
  const fake: FakeServer = await vendor.start();
  const { retry } = instantRetry();
  const app: FastifyInstance = await buildTestApp({
    env: providerEnv(vendor.name, fake.url),
    app: { ai: { client: { retry }, ...(opts.quota ? { quota: { store: opts.quota } } : {}) } },
  });
  const calls = chatCalls(app);
  return {
    app,
    fake,
    calls,
    token: async () => (await registerUser(app)).tokens.accessToken,
    /** A signed-in learner with a fresh question session. */
    session: async () => {
      const token = (await registerUser(app)).tokens.accessToken;
      const id: string = (await calls.create(token)).json().data.id;
      return { token, id };
    },
    close: async () => {
      await app.close();
      await fake.close();
    },
  };
}

export interface WireTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the model was given, read back from either vendor's request body. */
export function wirePrompt(req: FakeRequest): { system: string; turns: WireTurn[] } {
  const body = req.body as {
    systemInstruction?: { parts: { text: string }[] };
    contents?: { role: string; parts: { text: string }[] }[];
    messages?: { role: string; content: string }[];
  };
  if (body.contents) {
    return {
      system: body.systemInstruction?.parts.map((p) => p.text).join('') ?? '',
      turns: body.contents.map((c) => ({
        role: c.role === 'model' ? 'assistant' : 'user',
        content: c.parts.map((p) => p.text).join(''),
      })),
    };
  }
  const messages = body.messages ?? [];
  return {
    system: messages.find((m) => m.role === 'system')?.content ?? '',
    turns: messages
      .filter((m) => m.role !== 'system')
      .map((m) => ({ role: m.role as WireTurn['role'], content: m.content })),
  };
}
