import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { instantRetry, providerEnv, type FakeServer, type Vendor } from '../../ai/testing';
import { FakeModel } from './testing';

/** An app whose provider is a fake on 127.0.0.1, with instant retry sleeps and captured logs. */
export interface AiTestApp {
  app: FastifyInstance;
  fake: FakeServer;
  model: FakeModel;
  sleeps: number[];
  logs: () => Record<string, unknown>[];
  token: () => Promise<string>;
  close: () => Promise<void>;
}

export async function startAiApp(
  vendor: Vendor,
  opts: { timeoutMs?: number; verifyAnswers?: boolean; tokensPerSecond?: number } = {},
): Promise<AiTestApp> {
  const fake = await vendor.start();
  const model = new FakeModel({ tokensPerSecond: opts.tokensPerSecond });
  fake.responder = model.responder;
  const { sleeps, retry } = instantRetry();
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    lines.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  const app = await buildTestApp({
    env: { ...providerEnv(vendor.name, fake.url), LOG_LEVEL: 'info' },
    app: {
      logStream,
      ai: { client: { retry, timeoutMs: opts.timeoutMs } },
      questions: { verifyAnswers: opts.verifyAnswers },
    },
  });
  return {
    app,
    fake,
    model,
    sleeps,
    logs: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    token: async () => (await registerUser(app)).tokens.accessToken,
    close: async () => {
      await app.close();
      await fake.close();
    },
  };
}
