import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files whose length is set by a clock rather than by work: the half mock test waits out its
 * scaled section clocks (≈ 4 minutes, most of it idle). Started late (ninth on a fresh clone),
 * it alone decided when the suite ended; started first, the other files fill the remaining
 * workers beside it. Everything else keeps Vitest's order (slowest last run first, or largest
 * file first on a fresh clone).
 */
const CLOCK_BOUND = ['mock.e2e.ts'];

const rank = (file: TestSpecification) => {
  const index = CLOCK_BOUND.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return index === -1 ? CLOCK_BOUND.length : index;
};

export default class ClockBoundFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, the base order stays.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
