import { CompiledQuery, type Insertable, type Selectable } from 'kysely';
import type { Db, RefreshTokensTable, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;

/**
 * Every authenticated request loads its user, so the statement is built and compiled once per
 * database (the SQL differs by dialect) and only the id changes; Kysely would otherwise rebuild
 * and recompile the same query each time.
 */
const userByIdQuery = new WeakMap<Db, string>();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  let text = userByIdQuery.get(db);
  if (text === undefined) {
    text = db.selectFrom('users').selectAll().where('id', '=', '').compile().sql;
    userByIdQuery.set(db, text);
  }
  const { rows } = await db.executeQuery<UserRow>(CompiledQuery.raw(text, [id]));
  return rows[0];
}

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export async function insertUser(db: Db, row: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export const updateUser = (
  db: Db,
  id: string,
  changes: Pick<UserRow, 'username' | 'preferences' | 'updated_at'>,
) => db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export async function insertRefreshToken(
  db: Db,
  row: Insertable<RefreshTokensTable>,
): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export const findRefreshTokenByHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/**
 * Marks the token rotated, only if nobody else did first: of two concurrent refreshes with one
 * token exactly one sees an updated row (on PostgreSQL the other waits for the row lock, then
 * finds the token rotated).
 */
export async function rotateRefreshToken(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Rotated tokens of the family too, so none of them can be replayed in its grace period. */
export async function revokeFamily(db: Db, familyId: string, now: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The token with its owner's current token version (refresh needs both). */
export const findRefreshTokenWithVersion = (db: Db, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
    .selectAll('refresh_tokens')
    .select('users.token_version as user_token_version')
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Ends every session: later checks compare tokens against the new version. */
export const bumpTokenVersion = (db: Db, userId: string, now: string) =>
  db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now }))
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirstOrThrow();

export async function revokeAllOfUser(
  db: Db,
  userId: string,
  now: string,
  exceptFamilyId?: string,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId);
  await query.execute();
}

export async function setPasswordHash(db: Db, userId: string, hash: string, now: string) {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Keeps the caller's token valid across a version bump. */
export async function setRefreshTokenVersion(db: Db, id: string, version: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ token_version: version })
    .where('id', '=', id)
    .execute();
}
