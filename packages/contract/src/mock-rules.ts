// The mock test's form, scaling and score prediction, without zod: screens read them (mock-test.ts
// holds the payload schemas and the choices made for both).
import { rangeHalfWidth, scaleSection, SECTION_SCALE, type ScaleSection } from './score-scale';

export const MOCK_KINDS = ['full', 'half'] as const;

export type MockKind = (typeof MOCK_KINDS)[number];

export const MOCK_SECTIONS = ['listening', 'reading'] as const;

export type MockSection = (typeof MOCK_SECTIONS)[number];

interface MockBlueprint {
  /** Questions per part (1–7). */
  parts: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, number>>;
  listeningMinutes: number;
  readingMinutes: number;
}

/** Part counts and section times of each form (see the file comment for the half form). */
export const MOCK_BLUEPRINT: Readonly<Record<MockKind, MockBlueprint>> = {
  full: {
    parts: { 1: 6, 2: 25, 3: 39, 4: 30, 5: 30, 6: 16, 7: 54 },
    listeningMinutes: 45,
    readingMinutes: 75,
  },
  half: {
    parts: { 1: 3, 2: 14, 3: 18, 4: 15, 5: 15, 6: 8, 7: 27 },
    listeningMinutes: 23,
    readingMinutes: 38,
  },
};

export const MOCK_PARTS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The section a part belongs to. */
export const mockSectionOf = (part: number): MockSection => (part <= 4 ? 'listening' : 'reading');

/** Questions of a form, in total or in one section. */
export function blueprintCount(kind: MockKind, section?: MockSection): number {
  return MOCK_PARTS.filter((p) => !section || mockSectionOf(p) === section).reduce(
    (sum, p) => sum + MOCK_BLUEPRINT[kind].parts[p],
    0,
  );
}

/**
 * How a form's questions spread over levels 1–5, as shares: most items in the middle, a few
 * easy openers and a few hard ones, like a real form. Assembly follows it where the bank allows.
 */
export const MOCK_LEVEL_MIX = [0.1, 0.2, 0.3, 0.25, 0.15] as const;

/** Reading shows its warning when this much time is left. */
export const MOCK_WARNING_SECONDS = 5 * 60;

/**
 * How much evidence a mock test is: a mock submitted within `recentDays` sets the predicted
 * score (see `predictScore`).
 */
const MOCK_EVIDENCE = { recentDays: 30 } as const;

interface MockSectionScore {
  raw: number;
  /** Questions in the section. */
  total: number;
  /** 5–495 in 5-point steps. */
  scaled: number;
  /** The likely true score: scaled ± max(25, 300 / √total), widened to 5-point steps. */
  range: { low: number; high: number };
}

const step = SECTION_SCALE.step;

const clampSection = (x: number) => Math.min(SECTION_SCALE.max, Math.max(SECTION_SCALE.min, x));

/**
 * Raw score → scaled section score. The conversion is the contract's section curve
 * (`scaleSection`: an approximation with the shape of published tables, not ETS's per-form
 * equating) applied to raw / total, so it is monotone in raw and bounded by 5–495. The range
 * admits the test's own error: ±25 (the real test's standard error of measurement) at least,
 * wider for short sections (±30 on 100 questions, ±45 on 50 after rounding outwards).
 */
export function scaleRaw(section: ScaleSection, raw: number, total: number): MockSectionScore {
  const count = Math.max(0, Math.floor(total));
  const right = Math.min(count, Math.max(0, Math.floor(raw)));
  const scaled = count === 0 ? SECTION_SCALE.min : scaleSection(section, right / count);
  const half = rangeHalfWidth(Math.max(1, count));
  return {
    raw: right,
    total: count,
    scaled,
    range: {
      low: clampSection(Math.floor((scaled - half) / step) * step),
      high: clampSection(Math.ceil((scaled + half) / step) * step),
    },
  };
}

/** `ready`: assembled, its clock not started until the learner starts listening. */
export const MOCK_STATUSES = ['ready', 'listening', 'reading', 'submitted'] as const;

/** Texts of the mock calls' 409s, as the server sends them (the web shows its own zh/ja/en). */
export const MOCK_MESSAGES = {
  inProgress: 'Finish or submit your unfinished mock test before starting another',
} as const;

export type MockStatus = (typeof MOCK_STATUSES)[number];

/* ------------------------------------------------------------ predicted score */

type PredictionSource = 'mock' | 'practice' | 'none';

interface Prediction {
  /** 0 = none yet; otherwise 10–990. */
  score: number;
  source: PredictionSource;
  /** The mock the score comes from. */
  mockId: string | null;
}

/** What the prediction reads of a mock test (a MockTestSummary has these fields). */
interface MockEvidence {
  id: string;
  submittedAt: string | null;
  result: { total: number } | null;
}

/**
 * The predicted score, strongest evidence first: a mock test is the real format under the real
 * clock, so the most recently submitted mock (full or half) within `MOCK_EVIDENCE.recentDays`
 * of `now` gives the prediction (its total scaled score). Without one, the practice estimate
 * (`estimateScore`) does; without that, there is none.
 */
export function predictScore(
  practiceEstimate: number,
  mocks: readonly MockEvidence[],
  now: Date,
): Prediction {
  const windowMs = MOCK_EVIDENCE.recentDays * 86_400_000;
  const recent = mocks
    .filter((m) => m.result && m.submittedAt)
    .map((m) => ({ m, t: Date.parse(m.submittedAt as string) }))
    .filter(({ t }) => Number.isFinite(t) && t <= now.getTime() && now.getTime() - t <= windowMs)
    .sort((a, b) => b.t - a.t)[0];
  if (recent?.m.result)
    return { score: recent.m.result.total, source: 'mock', mockId: recent.m.id };
  if (practiceEstimate > 0) return { score: practiceEstimate, source: 'practice', mockId: null };
  return { score: 0, source: 'none', mockId: null };
}
