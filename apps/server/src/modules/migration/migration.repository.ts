import type { Db } from '../../db/schema';
import type { MigrationKind } from '@toeic-ace/contract';

export interface SourceClaim {
  sourceId: string;
  targetId: string;
}

/** Every local id of this kind the user has migrated, with the server id it became. */
export async function knownSources(
  db: Db,
  userId: string,
  kind: MigrationKind,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('migration_sources')
    .select(['source_id', 'target_id'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  return new Map(rows.map((r) => [r.source_id, r.target_id]));
}

/** Rows a statement writes at once: 5 columns each, well within any driver's parameter limit. */
const CLAIM_BATCH = 100;

/**
 * Records local ids as migrated. Call it in the transaction that writes the records, before
 * it writes them: the claim and the rows then commit together or not at all, so a crash at any
 * instant leaves no claim without its record (nor a record without its claim), and of two runs
 * at once (a double click, two tabs) only one claims an id — on PostgreSQL the second waits on
 * the first's uncommitted claim and then finds it taken. Returns the source ids this call
 * claimed; an id claimed already is left out.
 */
export async function claimSources(
  trx: Db,
  userId: string,
  kind: MigrationKind,
  claims: readonly SourceClaim[],
  now: string,
): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (let i = 0; i < claims.length; i += CLAIM_BATCH) {
    const rows = await trx
      .insertInto('migration_sources')
      .values(
        claims.slice(i, i + CLAIM_BATCH).map((c) => ({
          user_id: userId,
          kind,
          source_id: c.sourceId,
          target_id: c.targetId,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('source_id')
      .execute();
    for (const r of rows) claimed.add(r.source_id);
  }
  return claimed;
}
