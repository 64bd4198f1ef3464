/**
 * Every vocabulary query lives below this key, so a change anywhere (a new word, a rating)
 * reloads the notebook's list, its stats and the home page's review figures together.
 */
export const VOCABULARY_KEY = ['vocabulary'] as const;
