import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.0 and 2.1 level A and AA rules; best-practice and AAA rules are advisory. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that block or seriously hinder someone using a screen reader, keyboard or low vision. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on what the page shows now and describes each serious or critical violation as
 * "rule (impact): help" followed by the offending elements, so a failing test names the fix.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}\n      ${oneLine(node.failureSummary)}`);
      const more = violation.nodes.length > 5 ? [`    … ${violation.nodes.length - 5} more`] : [];
      return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes, ...more].join(
        '\n',
      );
    });
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
