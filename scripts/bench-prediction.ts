// `npm run bench:prediction`: how close each predicted score is to the truth, on simulated
// learners. 1 000 learners (`--learners N`) with known true scores spread evenly over 10–990
// practise the built-in bank in sets of 10 (a part and a level they choose, near their level),
// all of them set after set, so the items' difficulties are learned from everyone's answers as
// they would be on the server. Answers come from a RICHER model than the estimator assumes:
// per-item difficulty noise around the level, per-item discrimination, per-item guessing floors,
// slips, per-learner part strengths and day-to-day form. Sets are scored by the server's own
// code (`sessionScore`), the headline estimate by `estimateScore`, the dashboard's range by
// `estimateRange`, and the ability model by the functions the server's updates run. After 50,
// 100, 200 and 400 answers it prints the mean absolute error against the true score and how often
// each 80 % range (the dashboard's range for the headline formula) holds it. Seeded: the same figures every run.
import {
  estimateRange,
  estimateScore,
  optionCountFor,
  sessionScore,
  TOEIC_PARTS,
  type PartResult,
  type ScoreSession,
} from '@toeic-ace/contract';
import {
  difficultyOfLevel,
  guessingOf,
  itemPrior,
  PRIOR,
  sectionOfTheta,
  thetaOfSection,
  totalRange,
  updateItem,
  updateLearner,
  type Belief,
} from '../apps/server/src/modules/ability/ability.model';
import { readBank } from '../apps/server/src/modules/questions';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const LEARNERS = arg('learners', 1000);
const CHECKPOINTS = [50, 100, 200, 400];
const SET = 10;

// A small seeded generator (mulberry32), so every run prints the same table.
let seed = arg('seed', 20261128) >>> 0;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const uniform = (lo: number, hi: number) => lo + (hi - lo) * random();
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The truth about an item, which the estimator never sees. */
interface Item {
  id: string;
  part: number;
  level: number;
  key: number;
  trueDifficulty: number;
  discrimination: number;
  guessing: number;
  slip: number;
}
const items: Item[] = readBank().bank.map((q) => ({
  id: q.id,
  part: q.part,
  level: q.difficulty,
  key: q.correctAnswer,
  trueDifficulty: difficultyOfLevel(q.difficulty) + 0.5 * normal(),
  discrimination: uniform(0.7, 1.6),
  guessing: clamp(1 / optionCountFor(q.part) + uniform(-0.1, 0.1), 0.1, 0.45),
  slip: uniform(0.02, 0.08),
}));
const byPartLevel = new Map<string, Item[]>();
for (const item of items) {
  const key = `${item.part}:${item.level}`;
  byPartLevel.set(key, [...(byPartLevel.get(key) ?? []), item]);
}
const itemBelief = new Map<string, Belief>(items.map((i) => [i.id, itemPrior(i.level)]));

interface Learner {
  trueScore: number;
  /** True ability per part, logits. */
  theta: Map<number, number>;
  seen: Set<string>;
  sessions: ScoreSession[];
  perPart: Map<number, PartResult>;
  beliefs: Map<string, Belief>;
}

function newLearner(index: number): Learner {
  // Evenly over 10–990, each section within ±40 points of half of it.
  const total = 10 + (980 * (index + 0.5)) / LEARNERS;
  const listening = clamp(total / 2 + 25 * normal(), 5, 495);
  const reading = clamp(total - listening, 5, 495);
  const sections = { listening, reading };
  const theta = new Map(
    TOEIC_PARTS.map((p) => [p.part, thetaOfSection(sections[p.type]) + 0.3 * normal()]),
  );
  return {
    // The truth is what the learner's abilities are worth on the scale, part for part.
    trueScore: sectionOfTheta(thetaOfSection(listening)) + sectionOfTheta(thetaOfSection(reading)),
    theta,
    seen: new Set(),
    sessions: [],
    perPart: new Map(),
    beliefs: new Map(),
  };
}

const belief = (l: Learner, scope: string, start: () => Belief) => {
  let b = l.beliefs.get(scope);
  if (!b) l.beliefs.set(scope, (b = start()));
  return b;
};

/** One set: a random part, a level near the learner's (as a learner picks), ten questions. */
function practiseSet(l: Learner, clock: number) {
  const { part, type } = TOEIC_PARTS[Math.floor(random() * TOEIC_PARTS.length)]!;
  const ownLevel = clamp(Math.round((sectionOfTheta(l.theta.get(part)!) * 2 - 350) / 100), 1, 5);
  const level = clamp(ownLevel + Math.round(uniform(-1, 1)), 1, 5);
  const candidates = byPartLevel.get(`${part}:${level}`) ?? [];
  const fresh = candidates.filter((i) => !l.seen.has(i.id));
  const pool = (fresh.length >= SET ? fresh : candidates).slice();
  const form = 0.2 * normal();
  let correct = 0;
  const chosen: Item[] = [];
  while (chosen.length < SET && pool.length > 0)
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  for (const item of chosen) {
    l.seen.add(item.id);
    const theta = l.theta.get(part)! + form;
    const p =
      item.guessing +
      (1 - item.guessing - item.slip) *
        sigmoid(item.discrimination * (theta - item.trueDifficulty));
    const answer = random() < p ? item.key : (item.key + 1 + Math.floor(random() * 2)) % 4;
    const right = answer === item.key;
    if (right) correct += 1;
    const result = l.perPart.get(part) ?? { part, answered: 0, correct: 0 };
    result.answered += 1;
    result.correct += right ? 1 : 0;
    l.perPart.set(part, result);
    // The server's update: the item against the part's belief, then section and part beliefs.
    const section = belief(l, type, () => ({ ...PRIOR }));
    const partBelief = belief(l, `part${part}`, () => ({
      mean: section.mean,
      variance: Math.min(PRIOR.variance, section.variance + 0.49),
    }));
    const ib = itemBelief.get(item.id)!;
    itemBelief.set(item.id, updateItem(ib, partBelief, guessingOf(part), right));
    for (const b of [section, partBelief]) {
      Object.assign(b, updateLearner(b, ib, guessingOf(part), right));
    }
  }
  l.sessions.push({
    completed: true,
    score: sessionScore(correct, chosen.length),
    totalQuestions: chosen.length,
    timeSpentSeconds: chosen.length * uniform(25, 75),
    meanLevel: chosen.reduce((s, i) => s + i.level, 0) / Math.max(1, chosen.length),
    completedAt: new Date(clock).toISOString(),
  });
  return chosen.length;
}

interface Row {
  abs: number[];
  covered: number;
}
const rows = () =>
  ({
    spec: { abs: [], covered: 0 },
    curve: { abs: [], covered: 0 },
    model: { abs: [], covered: 0 },
  }) as Record<'spec' | 'curve' | 'model', Row>;
const results = new Map(CHECKPOINTS.map((c) => [c, rows()]));

const started = performance.now();
const learners = Array.from({ length: LEARNERS }, (_, i) => newLearner(i));
const answered = new Array<number>(LEARNERS).fill(0);
let clock = Date.parse('2026-11-01T00:00:00Z');
for (let round = 0; answered.some((n) => n < CHECKPOINTS.at(-1)!); round++) {
  clock += 3_600_000;
  learners.forEach((l, i) => {
    const before = answered[i]!;
    if (before >= CHECKPOINTS.at(-1)!) return;
    answered[i] = before + practiseSet(l, clock);
    for (const checkpoint of CHECKPOINTS) {
      if (before < checkpoint && answered[i]! >= checkpoint) {
        const r = results.get(checkpoint)!;
        const formula = estimateScore(l.sessions).estimatedScore;
        const range = estimateRange([...l.perPart.values()], { headline: formula });
        const listening = l.beliefs.get('listening') ?? PRIOR;
        const reading = l.beliefs.get('reading') ?? PRIOR;
        const model = totalRange(listening, reading);
        const truth = l.trueScore;
        r.spec.abs.push(Math.abs(formula - truth));
        r.spec.covered += range.total.low <= truth && truth <= range.total.high ? 1 : 0;
        r.curve.abs.push(Math.abs(range.total.mid - truth));
        r.curve.covered = r.spec.covered;
        r.model.abs.push(Math.abs(model.estimate - truth));
        r.model.covered += model.low <= truth && truth <= model.high ? 1 : 0;
      }
    }
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (n: number) => `${((100 * n) / LEARNERS).toFixed(1)} %`;
console.log(
  `bench:prediction — ${LEARNERS} simulated learners, true scores 10–990, ${items.length} bank items, ` +
    `sets of ${SET} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);
console.log(
  'answers | spec formula MAE | dashboard range: mid MAE, holds truth | model MAE | model 80 % range holds truth',
);
for (const c of CHECKPOINTS) {
  const r = results.get(c)!;
  console.log(
    `${String(c).padStart(7)} | ${mean(r.spec.abs).toFixed(0).padStart(16)} | ` +
      `${mean(r.curve.abs).toFixed(0).padStart(20)}, ${pct(r.curve.covered).padStart(13)} | ` +
      `${mean(r.model.abs).toFixed(0).padStart(9)} | ${pct(r.model.covered).padStart(29)}`,
  );
}
