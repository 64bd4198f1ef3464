/** Every vocabulary query lives below this key, so a change reloads list and stats together. */
export const VOCABULARY_KEY = ['vocabulary'] as const;
