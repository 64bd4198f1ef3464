import { importWordSchema, migrationWordIdSchema } from '@toeic-ace/contract';
import { assertNotebookRoom, importWordsForMigration, wordKey } from '../vocabulary';
import type { MigrationContext } from './migration.context';
import { withSafeWordLink } from './migration.links';
import { claimSources, knownSources } from './migration.repository';

/**
 * The browser's notebook stores its flags as 1 / 0 (IndexedDB cannot index booleans):
 * `mastered`, and `commonality` (1: a common word), which the account keeps as a label, as the
 * web's own sync sends it. Read as the import's fields; anything else is left for its check.
 */
function fromLocalFlags(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object') return raw;
  const word = { ...(raw as Record<string, unknown>) };
  if (word.mastered === 0 || word.mastered === 1) word.mastered = word.mastered === 1;
  if (typeof word.commonality === 'number' || typeof word.commonality === 'boolean') {
    word.commonality = word.commonality === 1 || word.commonality === true ? 'common' : null;
  }
  return word;
}

/**
 * Local notebook words (the client vocabulary word, review data included) go through the
 * notebook's own import: a word the notebook already holds in any letter case is kept as it is
 * and counted as skipped. Each local id is recorded against the word it became in the import's
 * own transaction, so a crash leaves the words with their records or neither. The notebook
 * holds a word once per user, so even two runs at once cannot duplicate one.
 */
export async function migrateWords(ctx: MigrationContext, raw: readonly unknown[]) {
  const { db, userId, report } = ctx;
  const known = await knownSources(db, userId, 'word');
  const fresh: { sourceId: string; key: string; record: unknown; index: number }[] = [];
  const dropped: { index: number; sourceId: string }[] = [];
  for (const [index, candidate] of raw.entries()) {
    await ctx.pause();
    const { record, dropped: linkDropped } = withSafeWordLink(fromLocalFlags(candidate));
    const id = migrationWordIdSchema.safeParse(record);
    const word = importWordSchema.safeParse(record);
    if (!id.success || !word.success) {
      report.invalid('word', index, (id.error ?? word.error)!, candidate);
      continue;
    }
    if (known.has(id.data.id)) {
      report.skip('word');
      continue;
    }
    known.set(id.data.id, '');
    fresh.push({ sourceId: id.data.id, key: wordKey(word.data.word), record, index });
    if (linkDropped) dropped.push({ index, sourceId: id.data.id });
  }
  if (fresh.length === 0) return;
  await assertNotebookRoom(
    db,
    userId,
    fresh.map((f) => f.key),
  );
  try {
    const created = await importWordsForMigration(
      db,
      ctx.clock,
      ctx.user,
      fresh.map((f) => f.record),
      async (trx, idsByKey) => {
        const claims = fresh.flatMap((f) => {
          const targetId = idsByKey.get(f.key);
          return targetId ? [{ sourceId: f.sourceId, targetId }] : [];
        });
        await claimSources(trx, userId, 'word', claims, ctx.now.toISOString());
        ctx.crash('word', 'before-commit');
      },
    );
    ctx.crash('word', 'after-commit');
    report.imported('word', created);
    report.skip('word', fresh.length - created);
    for (const d of dropped) report.dropLink('word', d.index, 'audioUrl', d.sourceId);
  } catch (error) {
    for (const f of fresh) report.fail('word', f.index, 'notStored', f.sourceId);
    ctx.log(error, 'word', fresh[0]!.index);
  }
}
