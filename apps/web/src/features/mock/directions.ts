/**
 * What the narrator reads before the listening section and each of its parts: test material in
 * English (like the questions), written for this project. Screens show it as it is spoken.
 */
export const LISTENING_DIRECTIONS =
  'Listening test. You will hear statements, questions, conversations and talks, each spoken ' +
  'only once. Choose the best answer, A, B, C or D.';

export const PART_DIRECTIONS: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1: 'Part 1. You will hear four statements about a picture. Choose the one that best describes it.',
  2: 'Part 2. You will hear a question or statement and three responses. Choose the best response.',
  3: 'Part 3. You will hear conversations. After each one, answer three printed questions about it.',
  4: 'Part 4. You will hear short talks. After each one, answer three printed questions about it.',
};
