import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The web app's text namespaces: the files of its Chinese texts. */
const NAMESPACES = readdirSync(join(import.meta.dirname, '../../apps/web/src/locales/zh'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

/**
 * i18next shows a key ("practice.title") where its text is missing. Every such key the page
 * shows, in its text or its accessible labels.
 */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  const pattern = `(?<![\\w/.-])(?:${NAMESPACES.join('|')})\\.[a-z][A-Za-z0-9_]*(?:\\.[A-Za-z0-9_]+)*`;
  return page.evaluate((source) => {
    const labels = Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]')).map(
      (el) =>
        [el.getAttribute('aria-label'), el.getAttribute('title'), el.getAttribute('placeholder')]
          .filter(Boolean)
          .join(' '),
    );
    const text = [document.body.innerText, document.title, ...labels].join('\n');
    return [...new Set(text.match(new RegExp(source, 'g')) ?? [])];
  }, pattern);
}
