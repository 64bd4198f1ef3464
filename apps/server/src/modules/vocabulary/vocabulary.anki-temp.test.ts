import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { STALE_ANKI_DIR_MS } from './anki/anki-temp';

/**
 * A server killed while it built an Anki export leaves the export's directory in the temporary
 * folder (its `finally` never ran). The next start removes such directories once they are old
 * enough that no running job can own them, and nothing else.
 */
describe('Anki directories left by a killed process', () => {
  let root: string;
  let previous: string | undefined;
  let app: FastifyInstance | undefined;
  beforeEach(() => {
    previous = process.env.TMPDIR;
    root = mkdtempSync(join(tmpdir(), 'anki-temp-test-'));
    process.env.TMPDIR = root;
  });
  afterEach(async () => {
    await app?.close();
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  });

  function folder(name: string, ageMs: number) {
    const path = join(root, name);
    mkdirSync(path);
    writeFileSync(join(path, 'deck.apkg'), 'partial');
    const at = new Date(Date.now() - ageMs);
    utimesSync(path, at, at);
    return path;
  }

  it('removes old export and read directories at start, keeps young ones and everything else', async () => {
    const oldExport = folder('toeic-ace-anki-export-abc123', STALE_ANKI_DIR_MS + 60_000);
    const oldRead = folder('toeic-ace-anki-read-def456', 3 * STALE_ANKI_DIR_MS);
    const running = folder('toeic-ace-anki-export-ghi789', 5_000);
    const unrelated = folder('someone-elses-files', 10 * STALE_ANKI_DIR_MS);
    app = await buildTestApp();
    expect(existsSync(oldExport)).toBe(false);
    expect(existsSync(oldRead)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(unrelated)).toBe(true);
  });
});
