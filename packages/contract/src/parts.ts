// The test's parts and question types, without zod: every screen reads them (question.ts holds
// the question schemas).

export const QUESTION_TYPES = ['listening', 'reading'] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * The seven TOEIC parts. `category` on the wire is the part key (`part1` … `part7`); screens
 * show the localised label (e.g. zh "Part 5 语法填空").
 */
export const TOEIC_PARTS = [
  { part: 1, key: 'part1', type: 'listening' },
  { part: 2, key: 'part2', type: 'listening' },
  { part: 3, key: 'part3', type: 'listening' },
  { part: 4, key: 'part4', type: 'listening' },
  { part: 5, key: 'part5', type: 'reading' },
  { part: 6, key: 'part6', type: 'reading' },
  { part: 7, key: 'part7', type: 'reading' },
] as const satisfies readonly { part: number; key: string; type: QuestionType }[];

export const PART_KEYS = TOEIC_PARTS.map((p) => p.key) as [
  'part1',
  'part2',
  'part3',
  'part4',
  'part5',
  'part6',
  'part7',
];

export type PartKey = (typeof PART_KEYS)[number];

export const UNCATEGORISED = '未分类';

export const partsOfType = (type: QuestionType) => TOEIC_PARTS.filter((p) => p.type === type);

export const partByKey = (key: string) => TOEIC_PARTS.find((p) => p.key === key);

/**
 * How many options a question offers: Part 2 reads three spoken responses, as on the real test;
 * every other part (and a question without a part) prints four.
 */
export const optionCountFor = (part: number | undefined): 3 | 4 => (part === 2 ? 3 : 4);
