/**
 * The conversions between a dictionary answer, the browser's cache and a word (fields.ts),
 * loaded the first time a definition is looked up or read from the cache: the notebook's first
 * paint needs none of them, and the cards that show definitions bring them with their own chunk.
 */
export const loadFields = () => import('./fields');
