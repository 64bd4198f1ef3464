/**
 * What the narrator reads before the listening section and each of its parts: test material in
 * English (like the questions), written for this project. Screens show it as it is spoken.
 */
export const LISTENING_DIRECTIONS =
  'Listening test. In this part of the test, you will hear statements, questions, ' +
  'conversations and talks. Each will be spoken only once. After each one, choose the best ' +
  'answer, A, B, C or D, and mark it before the next one begins.';

export const PART_DIRECTIONS: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1:
    'Part 1. For each question, you will hear four statements about a picture. Choose the ' +
    'statement that best describes what you see in the picture.',
  2:
    'Part 2. You will hear a question or statement and three responses. Choose the best ' +
    'response to the question or statement.',
  3:
    'Part 3. You will hear conversations between two or more people. After each ' +
    'conversation, you will hear three questions about it. The questions are also printed.',
  4:
    'Part 4. You will hear talks given by a single speaker. After each talk, you will hear ' +
    'three questions about it. The questions are also printed.',
};
