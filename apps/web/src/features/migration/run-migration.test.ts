import {
  MIGRATION,
  type MigrationImportRequest,
  type MigrationImportResult,
} from '@toeic-ace/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-error';
import type { LocalData } from './local-source';
import {
  missingCategories,
  runMigration,
  type MigrationDeps,
  type Progress,
} from './run-migration';

const zero = { sessions: 0, words: 0, messages: 0, chatSessions: 0 };
const status = (sessions = 0) => ({
  migrationRecommended: sessions === 0,
  currentCounts: { sessions, words: 0, messages: 0 },
});

const word = (i: number) =>
  ({ id: `w${i}`, word: `word${i}` }) as unknown as LocalData['words'][number];
const data = (words: number): LocalData => ({
  sessions: [],
  words: Array.from({ length: words }, (_, i) => word(i)),
  chatSessions: [],
  messages: [],
});

function deps(local: LocalData, upload: MigrationDeps['upload']) {
  const progress: Progress[] = [];
  const marked: [string, string[]][] = [];
  const d: MigrationDeps = {
    status: vi.fn(async () => status()),
    readLocal: async () => local,
    upload,
    markMigrated: async (kind, ids) => void marked.push([kind, [...ids]]),
    preferences: { theme: 'dark' },
    now: () => new Date('2026-11-24T12:00:00.000Z'),
    onProgress: (p) => progress.push(p),
  };
  return { d, progress, marked };
}

const accepted = (payload: MigrationImportRequest): MigrationImportResult => ({
  migrated: { ...zero, words: payload.vocabularyData?.words?.length ?? 0 },
  skipped: zero,
  errors: [],
  errorCount: 0,
  droppedLinks: [],
  droppedLinkCount: 0,
});

describe('runMigration', () => {
  it('uploads in batches, the bar moving from 50 to 90 with each, then validates to 100', async () => {
    const words = MIGRATION.batch.words * 2 + 5;
    const uploads: MigrationImportRequest[] = [];
    const { d, progress, marked } = deps(data(words), async (payload) => {
      uploads.push(payload);
      return accepted(payload);
    });
    const outcome = await runMigration(d);
    expect(uploads.map((u) => u.vocabularyData?.words?.length)).toEqual([
      MIGRATION.batch.words,
      MIGRATION.batch.words,
      5,
    ]);
    expect(uploads[0]!.practiceData?.userPreferences).toEqual({ theme: 'dark' });
    expect(outcome.migrated.words).toBe(words);
    const percents = progress.map((p) => Math.round(p.percent));
    expect(percents[0]).toBe(10);
    expect(percents).toEqual(expect.arrayContaining([30, 50, 63, 77, 90, 100]));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.at(-1)!.steps).toEqual({
      check: 'completed',
      extract: 'completed',
      upload: 'completed',
      validate: 'completed',
    });
    expect(marked.filter(([k]) => k === 'word').flatMap(([, ids]) => ids)).toHaveLength(words);
  });

  it('marks as migrated only what the server did not report as an error', async () => {
    const { d, marked } = deps(data(3), async () => ({
      migrated: { ...zero, words: 2 },
      skipped: zero,
      errors: [{ kind: 'word', index: 1, code: 'invalid', message: 'word: too long' }],
      errorCount: 1,
      droppedLinks: [{ kind: 'word', index: 2, field: 'audioUrl' }],
      droppedLinkCount: 1,
    }));
    const outcome = await runMigration(d);
    expect(marked.find(([k]) => k === 'word')![1]).toEqual(['w0', 'w2']);
    // The learner sees which local record failed.
    expect(outcome.errors[0]).toMatchObject({ kind: 'word', index: 1, id: 'w1' });
    expect(outcome.droppedLinks).toEqual([{ kind: 'word', index: 2, id: 'w2', field: 'audioUrl' }]);
  });

  it('keeps every call below the byte and value limits, and sets aside a record too large alone', async () => {
    const long = '长'.repeat(15_000); // 45 000 bytes in UTF-8
    const message = (i: number) =>
      ({
        id: `m${i}`,
        sessionId: 'c1',
        role: 'user',
        content: long,
        timestamp: '2026-11-20T00:00:00.000Z',
      }) as unknown as LocalData['messages'][number];
    const huge = {
      id: 'huge',
      questions: Array.from({ length: 200 }, () => ({ passage: '长'.repeat(20_000) })),
    } as unknown as LocalData['sessions'][number];
    const local: LocalData = {
      sessions: [huge],
      words: [],
      chatSessions: [{ id: 'c1' } as LocalData['chatSessions'][number]],
      messages: Array.from({ length: 200 }, (_, i) => message(i)),
    };
    const uploads: MigrationImportRequest[] = [];
    const { d, marked } = deps(local, async (payload) => {
      uploads.push(payload);
      return { ...accepted(payload), migrated: zero };
    });
    const outcome = await runMigration(d);
    const sizes = uploads.map((u) => new TextEncoder().encode(JSON.stringify(u)).length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MIGRATION.maxPerCall.bytes);
    // 200 messages of 45 kB: 9 MB, so at least three calls for them.
    const messageCalls = uploads.filter((u) => (u.chatData?.messages?.length ?? 0) > 0);
    expect(messageCalls.length).toBeGreaterThanOrEqual(3);
    expect(messageCalls.flatMap((u) => u.chatData!.messages!)).toHaveLength(200);
    expect(uploads.some((u) => u.practiceData?.sessions?.length)).toBe(false);
    expect(outcome.errors).toEqual([
      { kind: 'session', index: 0, id: 'huge', code: 'tooLarge', message: 'too large' },
    ]);
    expect(marked.filter(([k]) => k === 'session').flatMap(([, ids]) => ids)).toEqual([]);
  });

  it('a call the server finds too large fails with its own message', async () => {
    const { d } = deps(data(2), async () => {
      throw new ApiClientError(
        'One migration call may carry at most 2000 words',
        'MIGRATION_BATCH_TOO_LARGE',
        413,
      );
    });
    await expect(runMigration(d)).rejects.toMatchObject({ key: 'batchTooLarge' });
  });

  it('refuses with no local data: the extract step turns to error', async () => {
    const { d, progress } = deps(data(0), async (p) => accepted(p));
    await expect(runMigration(d)).rejects.toMatchObject({ key: 'noLocalData' });
    expect(progress.at(-1)!.steps).toMatchObject({ check: 'completed', extract: 'error' });
  });

  it('offline: the check step fails with the network message', async () => {
    const { d, progress } = deps(data(2), async (p) => accepted(p));
    d.status = async () => {
      throw new ApiClientError('网络连接失败，请检查网络连接', 'NETWORK_ERROR');
    };
    await expect(runMigration(d)).rejects.toMatchObject({ key: 'checkNetwork' });
    expect(progress.at(-1)!.steps.check).toBe('error');
  });

  it('a failed upload turns the upload step to error: data migration failed', async () => {
    const { d, progress } = deps(data(2), async () => {
      throw new ApiClientError('服务器错误 (500)', 'SERVER_ERROR', 500);
    });
    await expect(runMigration(d)).rejects.toMatchObject({ key: 'failed' });
    expect(progress.at(-1)!.steps).toMatchObject({ extract: 'completed', upload: 'error' });
  });
});

describe('missingCategories', () => {
  it('lists a category whose local count exceeds the server count', () => {
    const local = { sessions: 3, words: 10, chatSessions: 1, messages: 4 };
    expect(missingCategories(local, { sessions: 3, words: 9, messages: 4 })).toEqual(['words']);
    expect(missingCategories(local, { sessions: 5, words: 10, messages: 4 })).toEqual([]);
  });
});
