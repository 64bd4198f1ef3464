import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tempDbUrl = () => {
  const dir = mkdtempSync(join(tmpdir(), 'toeic-ace-config-'));
  dirs.push(dir);
  return { dir, url: `file:${join(dir, 'nested', 'app.db')}` };
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('gives a working configuration with nothing set', () => {
    const { dir, url } = tempDbUrl();
    const config = loadConfig({ DATABASE_URL: url });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      ai: { provider: 'none' },
      google: { issuer: 'https://accounts.google.com' },
      dictionary: { online: false, onlineUrl: 'https://api.dictionaryapi.dev' },
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    // The generated secret is kept next to the database and reused on the next start.
    const secretFile = join(dir, 'nested', 'jwt-secret');
    expect(existsSync(secretFile)).toBe(true);
    expect(config.jwtSecret).toBe(readFileSync(secretFile, 'utf8'));
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATABASE_URL: url }).jwtSecret).toBe(config.jwtSecret);
  });

  it('lists every problem in one readable error', () => {
    const err = problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(err.problems).toHaveLength(3);
    expect(err.message).toMatch(/^Invalid configuration:\n/);
    expect(err.message).toMatch(/ {2}- PORT: /);
    expect(err.message).toMatch(/ {2}- LOG_LEVEL: /);
    expect(err.message).toMatch(/ {2}- DATABASE_URL: must start with file:/);
  });

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' }).message).toMatch(/PORT: /);
  });

  it('requires JWT_SECRET in production, and a long one everywhere', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).message).toMatch(/JWT_SECRET: required/);
    expect(problemsOf({ JWT_SECRET: 'short' }).message).toMatch(/JWT_SECRET: must be at least 32/);
    const secret = 's'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('picks the AI provider automatically, and refuses a provider without its credentials', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...secret, GEMINI_API_KEY: 'k' }).ai.provider).toBe('gemini');
    expect(loadConfig({ ...secret, OPENAI_BASE_URL: 'http://127.0.0.1:1/v1' }).ai.provider).toBe(
      'openai',
    );
    expect(loadConfig({ ...secret, GEMINI_API_KEY: 'k', AI_PROVIDER: 'none' }).ai.provider).toBe(
      'none',
    );
    expect(problemsOf({ ...secret, AI_PROVIDER: 'gemini' }).message).toMatch(/GEMINI_API_KEY/);
  });

  it('accepts an https Google issuer, or plain http only on this machine', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    for (const issuer of ['https://issuer.example', 'http://127.0.0.1:4000', 'http://localhost']) {
      expect(loadConfig({ ...secret, GOOGLE_ISSUER: issuer }).google.issuer).toBe(issuer);
    }
    for (const issuer of ['http://issuer.example', 'http://127.0.0.1.evil.example']) {
      expect(problemsOf({ ...secret, GOOGLE_ISSUER: issuer }).message).toMatch(
        /GOOGLE_ISSUER: must be https/,
      );
    }
  });

  it('treats empty variables as unset and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      PORT: '8080',
      HOST: '',
      REDIS_URL: '',
    });
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.redisUrl).toBeUndefined();
  });

  it('turns the online dictionary on only when asked, and checks its address', () => {
    const { url } = tempDbUrl();
    expect(
      loadConfig({
        DATABASE_URL: url,
        DICTIONARY_ONLINE: 'true',
        DICTIONARY_ONLINE_URL: 'http://127.0.0.1:8080/',
      }).dictionary,
    ).toEqual({
      online: true,
      onlineUrl: 'http://127.0.0.1:8080',
      file: null,
      preload: false,
    });
    expect(loadConfig({ DATABASE_URL: url, DICTIONARY_ONLINE: 'false' }).dictionary.online).toBe(
      false,
    );
    expect(problemsOf({ DATABASE_URL: url, DICTIONARY_ONLINE: 'yes' }).problems).toEqual([
      'DICTIONARY_ONLINE: must be true or false',
    ]);
    expect(problemsOf({ DATABASE_URL: url, DICTIONARY_ONLINE_URL: 'nowhere' }).problems).toEqual([
      'DICTIONARY_ONLINE_URL: must be an absolute URL',
    ]);
  });

  it('loads the offline dictionaries on first use unless DICTIONARY_PRELOAD asks for a start-up load', () => {
    const { url } = tempDbUrl();
    expect(loadConfig({ DATABASE_URL: url }).dictionary.preload).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DICTIONARY_PRELOAD: 'true' }).dictionary.preload).toBe(
      true,
    );
    expect(problemsOf({ DATABASE_URL: url, DICTIONARY_PRELOAD: 'soon' }).problems).toEqual([
      'DICTIONARY_PRELOAD: must be true or false',
    ]);
  });

  it('trusts no proxy unless TRUST_PROXY names one, and sets the request budget', () => {
    const { url } = tempDbUrl();
    const config = (env: NodeJS.ProcessEnv) => loadConfig({ DATABASE_URL: url, ...env });
    expect(config({})).toMatchObject({ trustProxy: false, rateLimitMax: 600 });
    expect(config({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(config({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    const twoHops = config({ TRUST_PROXY: '2' }).trustProxy as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(config({ RATE_LIMIT_MAX: '5000' }).rateLimitMax).toBe(5000);
    expect(problemsOf({ DATABASE_URL: url, TRUST_PROXY: 'yes please' }).problems).toEqual([
      'TRUST_PROXY: must be true, false, a hop count, or a comma-separated list of proxy addresses',
    ]);
    expect(problemsOf({ DATABASE_URL: url, RATE_LIMIT_MAX: '0' }).problems[0]).toMatch(
      /^RATE_LIMIT_MAX:/,
    );
  });
});
