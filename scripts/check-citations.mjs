// Part of `npm run lint`: comments and test names must not cite documents that are not in the
// repository (the product specification's sections, issue numbers, the architecture notes kept
// outside it). A maintainer cannot follow such a citation; state the rule, or point to docs/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CITATIONS = [
  /§|\bspec(?:ification)?\s*0\d\d\b|\(spec\b|\bspec['’]s\b|\bthe spec\b|\bissue\s*#?\d+\b/i,
  /\bARCHITECTURE\.md/,
];
const files = execFileSync(
  'git',
  ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.css', '*.html'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !file.endsWith('scripts/check-citations.mjs'));

const found = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      // RFCs are public documents with stable section numbers.
      if (CITATIONS.some((pattern) => pattern.test(line)) && !/\bRFC \d+/.test(line))
        found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
}
if (found.length > 0) {
  console.error('Citations of documents outside the repository:\n' + found.join('\n'));
  process.exit(1);
}
