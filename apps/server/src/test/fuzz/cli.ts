import { parseArgs } from 'node:util';
import { runFuzz } from './run-fuzz';

/** `npm run fuzz -- --runs 50000 [--seed 1]`; TEST_DATABASE_URL selects PostgreSQL. */
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
console.log(`fuzzing with ${runs} requests, seed ${seed}`);
runFuzz({ runs, seed }).then(
  (stats) => console.log(JSON.stringify(stats, null, 2)),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
