import type { Kysely } from 'kysely';

/**
 * The client's id for a rating. The review screen queues ratings in the browser and sends each
 * until it lands, so one rating can arrive twice (a reply lost after the write committed); the
 * unique pair lets the second delivery find the first instead of rating the card again. Ratings
 * sent without an id keep null, which never collides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vocabulary_review_logs')
    .addColumn('client_rating_id', 'text')
    .execute();
  await db.schema
    .createIndex('vocabulary_review_logs_client_rating_idx')
    .on('vocabulary_review_logs')
    .columns(['user_id', 'client_rating_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vocabulary_review_logs_client_rating_idx').execute();
  await db.schema.alterTable('vocabulary_review_logs').dropColumn('client_rating_id').execute();
}
