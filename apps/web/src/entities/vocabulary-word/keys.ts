/** Every vocabulary query lives below this key, so a change reloads list, stats and look-ups. */
export const VOCABULARY_KEY = ['vocabulary'] as const;
