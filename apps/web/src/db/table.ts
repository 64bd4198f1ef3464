/** The database's versions, oldest first. A change of tables adds a version; old ones never change. */
export const DB_VERSIONS = [1, 2, 3, 4] as const;
export type DbVersion = (typeof DB_VERSIONS)[number];

/** One table of the local database, as the feature that keeps records there declares it. */
export interface TableDeclaration<Name extends string = string> {
  name: Name;
  /**
   * The table holds one person's data: it is emptied when another account signs in in this
   * browser. Shared caches (questions, dictionary look-ups) are not.
   */
  perUser: boolean;
  /**
   * Its indexes (Dexie syntax, primary key first) in the version that created it and in each
   * version that changed them. Only scalar fields are indexed: arrays and objects are stored.
   */
  indexes: Partial<Record<DbVersion, string>>;
}

/** IndexedDB cannot index booleans: an indexed yes/no field is stored as 1 / 0. */
export type Flag = 0 | 1;

/**
 * Set on a local row once the server holds it (migrated now or before); the migration tool
 * (migrated.ts) sets it. Here, beside the table declarations, so tables need not import the tool.
 */
export interface MigrationMark {
  migratedAt?: string;
}
