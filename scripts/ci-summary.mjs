// Adds up Vitest's "Tests  N passed | M failed" lines from the CI logs and prints one plain
// closing line, so a reader of the CI output sees the total across every suite.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
// eslint-disable-next-line no-control-regex -- strips ANSI colour codes
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');
for (const file of process.argv.slice(2)) {
  for (const line of strip(readFileSync(file, 'utf8')).split('\n')) {
    const m = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
    if (!m) continue;
    passed += Number(m[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(m[1].match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(m[1].match(/(\d+) skipped/)?.[1] ?? 0);
  }
}
console.log(`ci: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
