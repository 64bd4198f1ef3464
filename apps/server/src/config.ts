import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AI_PROVIDERS, MIGRATION_KINDS } from '@toeic-ace/contract';

/** The environment variables listed in the README's Configuration table, parsed once at start. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const SECRET_MIN_LENGTH = 32;

// A variable set to "" (common in .env files and CI templates) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const url = z.url({ message: 'must be an absolute URL' });

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: optional(z.coerce.number({ message: 'must be a number' }).int().min(0).max(65_535)),
    HOST: optional(z.string().min(1)),
    DATABASE_URL: optional(
      z.string().regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, {
        message: 'must start with file: (SQLite) or postgres:// / postgresql://',
      }),
    ),
    JWT_SECRET: optional(
      z.string().min(SECRET_MIN_LENGTH, { message: `must be at least ${SECRET_MIN_LENGTH} chars` }),
    ),
    PUBLIC_URL: optional(url),
    AI_PROVIDER: optional(z.enum(AI_PROVIDERS)),
    GEMINI_API_KEY: optional(z.string()),
    GEMINI_MODEL: optional(z.string()),
    GEMINI_BASE_URL: optional(url),
    OPENAI_BASE_URL: optional(url),
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_MODEL: optional(z.string()),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GOOGLE_ISSUER: optional(url),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, { message: 'must start with redis://' })),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    WEB_DIST_DIR: optional(z.string()),
    API_DOCS: optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
    MAX_CONNECTIONS_PER_CLIENT: optional(
      z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000),
    ),
    TRUST_PROXY: optional(
      z.string().regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
        message: 'must be true, false, a hop count, or a comma-separated list of proxy addresses',
      }),
    ),
    RATE_LIMIT_MAX: optional(
      z.coerce.number({ message: 'must be a number' }).int().min(1).max(10_000_000),
    ),
    DICTIONARY_ONLINE: optional(
      z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }),
    ),
    DICTIONARY_ONLINE_URL: optional(url),
    DICTIONARY_FILE: optional(z.string().min(1)),
    DICTIONARY_PRELOAD: optional(
      z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }),
    ),
    MOCK_TIME_SCALE: optional(
      z.coerce
        .number({ message: 'must be a number' })
        .gt(0, { message: 'must be above 0' })
        .max(1, { message: 'must be at most 1' }),
    ),
    MIGRATION_CRASH_AT: optional(
      z
        .string()
        .regex(new RegExp(`^(${MIGRATION_KINDS.join('|')}):[1-9]\\d*:(before|after)-commit$`), {
          message: 'must read <kind>:<n>:<before-commit|after-commit>',
        }),
    ),
  })
  .superRefine((env, ctx) => {
    // A test aid: the server kills itself during a migration; never where learners are.
    if (env.NODE_ENV === 'production' && env.MIGRATION_CRASH_AT !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['MIGRATION_CRASH_AT'],
        message: 'not allowed in production',
      });
    }
    // A test aid: shortened mock-test clocks must never reach real learners.
    if (env.NODE_ENV === 'production' && env.MOCK_TIME_SCALE !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['MOCK_TIME_SCALE'],
        message: 'not allowed in production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' });
    }
    // An explicit provider without its credentials is a typo, not a wish for the offline bank.
    if (env.AI_PROVIDER === 'gemini' && !env.GEMINI_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['GEMINI_API_KEY'], message: 'required by gemini' });
    }
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['OPENAI_BASE_URL'], message: 'required by openai' });
    }
    // Tokens and the client secret travel to the issuer: plain http only to this machine.
    if (
      env.GOOGLE_ISSUER &&
      !/^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$))/.test(
        env.GOOGLE_ISSUER,
      )
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_ISSUER'],
        message: 'must be https:// (plain http only for 127.0.0.1 / localhost)',
      });
    }
  });

type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    );
  }
  return toConfig(parsed.data);
}

function toConfig(env: Env) {
  const port = env.PORT ?? 3000;
  const databaseUrl = env.DATABASE_URL ?? 'file:./data/toeic-ace.db';
  const provider =
    env.AI_PROVIDER ??
    (env.GEMINI_API_KEY ? 'gemini' : env.OPENAI_BASE_URL ? 'openai' : ('none' as const));
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseUrl,
    jwtSecret: env.JWT_SECRET ?? persistentSecret(databaseUrl),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    ai: {
      provider,
      gemini: {
        apiKey: env.GEMINI_API_KEY,
        model: env.GEMINI_MODEL ?? 'gemini-2.5-flash',
        baseUrl: env.GEMINI_BASE_URL ?? 'https://generativelanguage.googleapis.com',
      },
      openai: { baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL },
    },
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
    },
    dictionary: {
      online: env.DICTIONARY_ONLINE === 'true' || env.DICTIONARY_ONLINE === '1',
      onlineUrl: (env.DICTIONARY_ONLINE_URL ?? 'https://api.dictionaryapi.dev').replace(/\/+$/, ''),
      /** The built offline dictionary; null: apps/server/dist/dictionary.sqlite. */
      file: env.DICTIONARY_FILE ? resolve(env.DICTIONARY_FILE) : null,
      /** Open (or build, when missing) the offline dictionary at start, not on the first lookup. */
      preload: env.DICTIONARY_PRELOAD === 'true' || env.DICTIONARY_PRELOAD === '1',
    },
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    /** The Swagger UI at /api/docs: on outside production, in production only when asked. */
    apiDocs: env.API_DOCS
      ? env.API_DOCS === 'true'
      : (env.NODE_ENV ?? 'development') !== 'production',
    /**
     * Sockets one client address may hold open. A browser uses up to six per host, so 256 covers
     * a classroom of 40 behind one NAT address; 0 turns the cap off (behind a reverse proxy, every
     * connection comes from the proxy's address).
     */
    maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT ?? 256,
    /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy); off by default. */
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    /** Requests a minute on /api per signed-in user, or per address for anonymous calls. */
    rateLimitMax: env.RATE_LIMIT_MAX ?? 600,
    /** Outside production only: mock-test section times are multiplied by it (tests, e2e). */
    mockTimeScale: env.MOCK_TIME_SCALE ?? 1,
    /** Outside production only: where the migration kills its own process (the crash test). */
    migrationCrashAt: env.MIGRATION_CRASH_AT,
  };
}

/**
 * Off unless asked: believing X-Forwarded-For from anyone would let every client pick its own
 * address for throttling. A number trusts that many proxy hops; a list trusts those addresses
 * (CIDR ranges allowed), which is the safe choice when the proxy's address is known.
 */
function trustProxyOf(
  value: string | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}

export type Config = ReturnType<typeof toConfig>;

/** Folder of the SQLite file (also where the generated secret lives); ./data for PostgreSQL. */
export function dataDir(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('file:')) return resolve('data');
  const file = databaseUrl.slice('file:'.length);
  return file === ':memory:' ? null : dirname(resolve(file));
}

/**
 * Outside production a secret is generated on first start and kept on disk, so that tokens
 * survive restarts without anyone having to configure anything.
 */
function persistentSecret(databaseUrl: string): string {
  const dir = dataDir(databaseUrl);
  if (!dir) return randomBytes(48).toString('base64url');
  const file = resolve(dir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      // Another process won the race to create it; read theirs below.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < SECRET_MIN_LENGTH) {
    throw new ConfigError([`JWT_SECRET: the stored secret in ${file} is shorter than 32 chars`]);
  }
  return secret;
}
