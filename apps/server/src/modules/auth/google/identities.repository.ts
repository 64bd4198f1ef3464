import type { Insertable } from 'kysely';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@toeic-ace/contract';
import type { Db, UserIdentitiesTable } from '../../../db/schema';

export const findIdentity = (db: Db, provider: SignInProvider, subject: string) =>
  db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();

export async function insertIdentity(db: Db, row: Insertable<UserIdentitiesTable>): Promise<void> {
  await db.insertInto('user_identities').values(row).execute();
}

export async function listProviders(db: Db, userId: string): Promise<SignInProvider[]> {
  const rows = await db
    .selectFrom('user_identities')
    .select('provider')
    .where('user_id', '=', userId)
    .execute();
  return SIGN_IN_PROVIDERS.filter((p) => rows.some((r) => r.provider === p));
}
