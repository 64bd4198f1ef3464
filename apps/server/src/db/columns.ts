/**
 * A table defined once, by its columns: the names exist at run time, for queries that must list
 * them, and each column's type follows for Kysely (RowOf), so the list and the row type cannot
 * drift apart. A column's value is a marker only; nothing reads it.
 */
declare const columnType: unique symbol;

export interface Column<T> {
  readonly [columnType]?: T;
}

export const column = <T>(): Column<T> => ({});

/** The row type of a table defined by its columns (each column's doc comment carries over). */
export type RowOf<C> = { [K in keyof C]: C[K] extends Column<infer T> ? T : never };

/** The table's column names but `left`, in definition order. */
export function columnsExcept<C extends object, L extends keyof C & string>(
  columns: C,
  left: readonly L[],
): Exclude<keyof C & string, L>[] {
  return Object.keys(columns).filter(
    (name): name is Exclude<keyof C & string, L> => !(left as readonly string[]).includes(name),
  );
}
