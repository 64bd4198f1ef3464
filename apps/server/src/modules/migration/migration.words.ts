import { importWordSchema, migrationWordIdSchema } from '@toeic-ace/contract';
import { assertNotebookRoom, importWordsForMigration, wordKey } from '../vocabulary';
import type { MigrationContext } from './migration.context';
import { claimSources, knownSources } from './migration.repository';

/**
 * Local notebook words (the client vocabulary word, review data included) go through the
 * notebook's own import: a word the notebook already holds in any letter case is kept as it is
 * and counted as skipped. Each local id is then recorded against the word it became. The
 * notebook holds a word once per user, so even two runs at once cannot duplicate one.
 */
export async function migrateWords(ctx: MigrationContext, raw: readonly unknown[]) {
  const { db, userId, report } = ctx;
  const known = await knownSources(db, userId, 'word');
  const fresh: { sourceId: string; key: string; record: unknown; index: number }[] = [];
  for (const [index, candidate] of raw.entries()) {
    const id = migrationWordIdSchema.safeParse(candidate);
    const word = importWordSchema.safeParse(candidate);
    if (!id.success || !word.success) {
      report.invalid('word', index, (id.error ?? word.error)!, candidate);
      continue;
    }
    if (known.has(id.data.id)) {
      report.skip('word');
      continue;
    }
    known.set(id.data.id, '');
    fresh.push({ sourceId: id.data.id, key: wordKey(word.data.word), record: candidate, index });
  }
  if (fresh.length === 0) return;
  await assertNotebookRoom(
    db,
    userId,
    fresh.map((f) => f.key),
  );
  try {
    const { created, idsByKey } = await importWordsForMigration(
      db,
      ctx.clock,
      ctx.user,
      fresh.map((f) => f.record),
    );
    report.imported('word', created);
    report.skip('word', fresh.length - created);
    const claims = fresh.flatMap((f) => {
      const targetId = idsByKey.get(f.key);
      return targetId ? [{ sourceId: f.sourceId, targetId }] : [];
    });
    await claimSources(db, userId, 'word', claims, ctx.now.toISOString());
  } catch (error) {
    for (const f of fresh) report.fail('word', f.index, 'could not be stored', f.sourceId);
    ctx.log(error, 'word', fresh[0]!.index);
  }
}
