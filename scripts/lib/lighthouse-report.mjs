// Prints one Lighthouse result (a page of `npm run bench:lighthouse`) for a person to read.

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];
const SHOWN_FINDINGS = 8;

const score = (category) => Math.round((category?.score ?? 0) * 100);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Script bytes over the wire, as Lighthouse's resource summary counts them. */
function scriptTransfer(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = items.find((item) => item.resourceType === 'script');
  return scripts ? `${kib(scripts.transferSize)} in ${scripts.requestCount} files` : 'n/a';
}

/** Milliseconds a fix would save on the metrics Lighthouse estimates it for (LCP, FCP). */
const savingsMs = (audit) => (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0);

/**
 * The audits of a category that did not pass, largest estimated saving first: performance
 * opportunities and diagnostics, accessibility and best-practice failures.
 */
function findings(lhr, categoryId) {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'hidden' && !/^(metrics|insights)$/.test(ref.group ?? ''))
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => savingsMs(b) - savingsMs(a) || a.score - b.score)
    .slice(0, SHOWN_FINDINGS)
    .map((audit) => {
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      const saving = savingsMs(audit) > 0 ? ` (≈${Math.round(savingsMs(audit))} ms)` : '';
      return `    - ${audit.title}${value}${saving}`;
    });
}

/** Prints the page's report; answers whether performance or accessibility fell below `threshold`. */
export function printReport(path, lhr, threshold) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr.categories[id])]));
  const metrics = METRICS.map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? 'n/a'}`);
  console.log(`\n${path}  (${lhr.finalDisplayedUrl})`);
  console.log(
    `  performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
      `best practices ${scores['best-practices']}`,
  );
  console.log(`  ${metrics.join(', ')}`);
  console.log(`  JavaScript transferred: ${scriptTransfer(lhr)}`);
  for (const id of CATEGORIES) {
    const list = findings(lhr, id);
    if (list.length > 0) console.log(`  ${id} findings:\n${list.join('\n')}`);
  }
  if (lhr.runWarnings?.length) console.log(`  warnings: ${lhr.runWarnings.join(' | ')}`);
  // Performance is judged against the stack floor measured in the same run (the caller).
  return scores.accessibility < threshold;
}
