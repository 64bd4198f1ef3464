import type { Kysely } from 'kysely';

/**
 * Third-party identities linked to accounts (one row per provider subject), and a token version
 * per user: access and refresh tokens carry the version they were issued under, so bumping it
 * (password change, "log out everywhere") ends every session issued before in one write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('email_verified', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identities_pkey', ['provider', 'subject'])
    .execute();
  await db.schema
    .createIndex('user_identities_user_id_idx')
    .on('user_identities')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('refresh_tokens')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('token_version').execute();
  await db.schema.alterTable('users').dropColumn('token_version').execute();
  await db.schema.dropTable('user_identities').execute();
}
