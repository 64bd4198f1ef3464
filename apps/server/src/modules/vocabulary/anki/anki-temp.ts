import { mkdtempSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where an Anki export is built and an uploaded package unpacked: a new directory each time. */
const PREFIXES = { export: 'toeic-ace-anki-export-', read: 'toeic-ace-anki-read-' } as const;

/** An Anki job older than this is no longer running (an export of the largest notebook takes seconds). */
export const STALE_ANKI_DIR_MS = 60 * 60_000;

export const ankiTempDir = (kind: keyof typeof PREFIXES) => mkdtemp(join(tmpdir(), PREFIXES[kind]));

/** The same, for the reader, which runs in a worker thread and may block it. */
export const ankiTempDirSync = (kind: keyof typeof PREFIXES) =>
  mkdtempSync(join(tmpdir(), PREFIXES[kind]));

/**
 * Removes the directories of Anki jobs that stopped without cleaning up (the process was killed
 * mid-export: its `finally` never ran), leaving young ones — another server process on this
 * machine may be using them. Answers how many went.
 */
export async function removeStaleAnkiDirs(now = Date.now()): Promise<number> {
  const root = tmpdir();
  const names = (await readdir(root)).filter((name) =>
    Object.values(PREFIXES).some((prefix) => name.startsWith(prefix)),
  );
  let removed = 0;
  for (const name of names) {
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < STALE_ANKI_DIR_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
