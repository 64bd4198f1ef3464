import type { MigrationKind } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import type { MigrationContext } from './migration.context';

/**
 * One transaction that claims records of `kind` and writes them: both commit, or neither. The
 * crash test aid is asked just before the commit and just after it.
 */
export async function inTransaction<T>(
  ctx: MigrationContext,
  kind: MigrationKind,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const done = await work(trx);
    ctx.crash(kind, 'before-commit');
    return done;
  });
  ctx.crash(kind, 'after-commit');
  return result;
}
