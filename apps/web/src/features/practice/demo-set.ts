/**
 * What every question of the built-in offline set is (demo-questions.ts), apart from its texts,
 * so the practice store can describe the set without loading them.
 */
export const DEMO_SET = { questionType: 'reading', category: 'part5' } as const;
