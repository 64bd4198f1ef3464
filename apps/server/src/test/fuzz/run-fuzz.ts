import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@toeic-ace/contract';
import { buildTestApp } from '../app';
import { listen } from '../http';
import { routesOf } from './openapi-routes';
import { requestFor, VALID_TOKEN, type FuzzContext, type FuzzRequest } from './requests';

/**
 * Properties of the server under hostile input, checked over real HTTP against a listening app:
 * no 5xx, every /api answer in the envelope (a 204 empty) with the security headers, every
 * answer under 64 KB (a successful read 1 MB) and under a few seconds, /api/health answering
 * throughout, memory bounded.
 */
export const FUZZ_BOUNDS = {
  maxBodyBytes: 64 * 1024,
  /**
   * Successful reads answer the learner's own data, which grows with what the run has stored (a
   * long fuzz fills the notebook that lists and exports return), and a mock test's form is large
   * by design (up to 200 questions). What hostile input must never do is make any other answer
   * large: errors and writes stay under maxBodyBytes.
   */
  maxReadBytes: 1024 * 1024,
  /**
   * CPU the whole process (the app and its worker threads) spent on one request. A blocked event
   * loop, the failure this guards against, costs seconds of it; wall time does not tell that
   * apart from a loaded CI machine, which stretched a 0.3 s Anki import to 4 s.
   */
  maxCpuMillis: 3_000,
  maxRssGrowthBytes: 512 * 1024 * 1024,
  healthEvery: 100,
} as const;

export interface FuzzOptions {
  runs: number;
  seed: number;
}

export interface FuzzStats {
  requests: number;
  routes: number;
  statuses: Record<number, number>;
  slowestMillis: number;
  largestBytes: number;
  rssGrowthBytes: number;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  text: string;
  millis: number;
  /** Process CPU (user + system) while the request was answered. */
  cpuMillis: number;
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

function cpuMillisSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

function send(port: number, agent: Agent, req: FuzzRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const client = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.path, headers: req.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes <= FUZZ_BOUNDS.maxReadBytes) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes,
            text: Buffer.concat(chunks).toString('utf8'),
            millis: performance.now() - started,
            cpuMillis: cpuMillisSince(cpu),
          }),
        );
        res.on('error', reject);
      },
    );
    client.on('error', reject);
    client.end(req.body);
  });
}

/** Why this answer breaks a property, or null. */
export function violation(app: FastifyInstance, req: FuzzRequest, res: Answer): string | null {
  // The one deliberate 5xx: the AI tutor answers 503 AI_NOT_CONFIGURED when no provider is set.
  const tutorOff = res.status === 503 && res.text.includes('"code":"AI_NOT_CONFIGURED"');
  if (res.status >= 500 && !tutorOff) return `status ${res.status}`;
  // The form itself: creating, reading, or starting a section of a test answers all of it.
  const form = /^\/api\/mock-tests(\/[^/?#]+(\/start)?)?([?#]|$)/.test(req.path);
  const read = (req.method === 'GET' || form) && res.status < 300;
  const maxBytes = read ? FUZZ_BOUNDS.maxReadBytes : FUZZ_BOUNDS.maxBodyBytes;
  if (res.bytes >= maxBytes) return `body of ${res.bytes} bytes`;
  if (res.cpuMillis > FUZZ_BOUNDS.maxCpuMillis) {
    return `took ${Math.round(res.cpuMillis)} ms of CPU`;
  }
  for (const [name, value] of Object.entries(app.securityHeaders)) {
    if (res.headers[name] !== value) return `header ${name} is ${String(res.headers[name])}`;
  }
  const redirect = res.status >= 300 && res.status < 400;
  const stream = String(res.headers['content-type']).startsWith('text/event-stream');
  // A file download (the notebook export) is the file itself, not an envelope.
  const download = String(res.headers['content-disposition'] ?? '').startsWith('attachment');
  if (req.method === 'HEAD' || redirect || ((stream || download) && res.status < 300)) return null;
  // No Content (a removal): no body at all, so no envelope either.
  if (res.status === 204) return res.bytes === 0 ? null : `a 204 with ${res.bytes} bytes`;
  let body: { success?: unknown; data?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(res.text);
  } catch {
    return 'body is not JSON';
  }
  if (res.status < 400)
    return body.success === true && 'data' in body ? null : 'not a success envelope';
  const error = body.error;
  if (body.success !== false || typeof error?.message !== 'string') return 'not an error envelope';
  return KNOWN_CODES.has(String(error.code)) ? null : `unknown error code ${String(error.code)}`;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

async function signUp(port: number, agent: Agent, name: string) {
  const credentials = {
    email: `fuzz-${name}-${process.pid}-${Date.now()}@example.com`,
    password: 'fuzzing-password-1',
  };
  const body = JSON.stringify({ ...credentials, username: `Fuzz ${name}` });
  const headers = JSON_HEADERS;
  const reg = await send(port, agent, {
    method: 'POST',
    path: '/api/auth/register',
    headers,
    body,
  });
  const token = JSON.parse(reg.text).data.tokens.accessToken as string;
  const auth = { ...headers, authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) =>
    JSON.parse(
      (
        await send(port, agent, {
          method,
          path,
          headers: auth,
          ...(payload ? { body: JSON.stringify(payload) } : {}),
        })
      ).text,
    ).data;
  /** A Part 5 session holding five generated questions. */
  const filledSession = async () => {
    const id = (
      await call('POST', '/api/practice/sessions', {
        sessionType: 'quick_practice',
        questionType: 'reading',
        difficulty: 3,
        categories: ['part5'],
        totalQuestions: 5,
      })
    ).id as string;
    await call('POST', '/api/questions/generate', {
      questionType: 'reading',
      questionCount: 5,
      difficulty: [3],
      categories: ['part5'],
      sessionId: id,
    });
    return id;
  };
  const session = await filledSession();
  // A second set completed with every answer 0 leaves misses in the mistakes notebook: their
  // question ids are known to the mistakes routes.
  const done = await filledSession();
  const detail = (await call('GET', `/api/practice/sessions/${done}`)) as {
    questions: { id: string }[];
  };
  await call('POST', `/api/practice/sessions/${done}/complete`, {
    userAnswers: detail.questions.map((q) => ({ questionId: q.id, answer: 0 })),
    timeSpent: 60,
  });
  const mistakes = (await call('GET', '/api/mistakes')) as { items: { questionId: string }[] };
  // A tutor session and a mock test, so their ids reach the routes that take them.
  const chat = JSON.parse(
    (
      await send(port, agent, {
        method: 'POST',
        path: '/api/chat?action=sessions',
        headers: auth,
        body: JSON.stringify({ contextType: 'general' }),
      })
    ).text,
  ).data.id as string;
  const mock = JSON.parse(
    (
      await send(port, agent, {
        method: 'POST',
        path: '/api/mock-tests',
        headers: auth,
        body: JSON.stringify({ kind: 'half' }),
      })
    ).text,
  ).data.id as string;
  return {
    token,
    session,
    chat,
    mock,
    credentials,
    mistakes: mistakes.items.map((i) => i.questionId),
  };
}

/** A fuzzed "log out everywhere" ends the token's validity; sign in again to keep going. */
async function signIn(port: number, agent: Agent, credentials: object): Promise<string> {
  const res = await send(port, agent, {
    method: 'POST',
    path: '/api/auth/login',
    headers: JSON_HEADERS,
    body: JSON.stringify(credentials),
  });
  return JSON.parse(res.text).data.tokens.accessToken as string;
}

export async function runFuzz({ runs, seed }: FuzzOptions): Promise<FuzzStats> {
  // Rate limits stay off: the fuzzer sends in a minute what a class sends in a day.
  const app = await buildTestApp({ app: { rateLimit: false } });
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  try {
    const { port } = await listen(app);
    const routes = routesOf(app.swagger());
    const me = await signUp(port, agent, 'me');
    const other = await signUp(port, agent, 'other');
    const ctx: FuzzContext = {
      knownIds: [
        me.session,
        other.session,
        me.chat,
        other.chat,
        me.mock,
        other.mock,
        ...me.mistakes,
        ...other.mistakes,
      ],
    };
    // Production loads the offline dictionaries at start (modules/dictionary); test apps load
    // them on the first look-up, seconds of reading that would count against one fuzz request.
    const warm = await send(port, agent, {
      method: 'POST',
      path: '/api/vocabulary/definition',
      headers: { ...JSON_HEADERS, authorization: `Bearer ${me.token}` },
      body: JSON.stringify({ word: 'invoice', language: 'zh' }),
    });
    if (warm.status !== 200) throw new Error(`dictionary warm-up answered ${warm.status}`);
    let token = me.token;
    const stats: FuzzStats = {
      requests: 0,
      routes: routes.length,
      statuses: {},
      slowestMillis: 0,
      largestBytes: 0,
      rssGrowthBytes: 0,
    };
    const baseline = process.memoryUsage().rss;
    const health = async () => {
      const res = await send(port, agent, { method: 'GET', path: '/api/health', headers: {} });
      if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
      const growth = process.memoryUsage().rss - baseline;
      stats.rssGrowthBytes = Math.max(stats.rssGrowthBytes, growth);
      if (growth > FUZZ_BOUNDS.maxRssGrowthBytes) throw new Error(`RSS grew by ${growth} bytes`);
    };
    // A broken connection is often the doing of the request before it on the same socket.
    let previous = 'nothing';
    const arbitrary = fc.constantFrom(...routes).chain((route) => requestFor(route, ctx));
    await fc.assert(
      fc.asyncProperty(arbitrary, async (generated) => {
        const auth = generated.headers.authorization;
        const signedIn = auth === `Bearer ${VALID_TOKEN}`;
        const req = auth?.includes(VALID_TOKEN)
          ? {
              ...generated,
              headers: { ...generated.headers, authorization: auth.replace(VALID_TOKEN, token) },
            }
          : generated;
        const res = await send(port, agent, req).catch((err: Error) => {
          throw new Error(`${err.message} (after ${previous})`);
        });
        previous = `${req.method} ${req.path.slice(0, 200)} → ${res.status}`;
        stats.requests += 1;
        stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
        stats.slowestMillis = Math.max(stats.slowestMillis, res.millis);
        stats.largestBytes = Math.max(stats.largestBytes, res.bytes);
        const problem = violation(app, req, res);
        if (problem) {
          throw new Error(
            `${problem}: ${req.method} ${req.path.slice(0, 200)} → ${res.text.slice(0, 300)}`,
          );
        }
        if (signedIn && res.status === 401) token = await signIn(port, agent, me.credentials);
        if (stats.requests % FUZZ_BOUNDS.healthEvery === 0) await health();
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    await health();
    return stats;
  } finally {
    agent.destroy();
    await app.close();
  }
}
