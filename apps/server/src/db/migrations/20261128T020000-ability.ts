import type { Kysely } from 'kysely';

/**
 * The ability model's state (modules/ability): each learner's belief per part and per section
 * (scope part1 … part7, listening, reading), and each item's difficulty as every learner's
 * answers have moved it from its level's starting value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('learner_abilities')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('theta', 'real', (c) => c.notNull())
    .addColumn('variance', 'real', (c) => c.notNull())
    .addColumn('answered', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('learner_abilities_pk', ['user_id', 'scope'])
    .execute();
  await db.schema
    .createTable('item_calibrations')
    .addColumn('question_id', 'text', (c) =>
      c.primaryKey().references('questions.id').onDelete('cascade'),
    )
    .addColumn('difficulty', 'real', (c) => c.notNull())
    .addColumn('variance', 'real', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_calibrations').execute();
  await db.schema.dropTable('learner_abilities').execute();
}
