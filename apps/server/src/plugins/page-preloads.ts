import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the web build writes (apps/web/build/route-preloads.ts): each route's own chunks. */
interface RoutePreloads {
  routes: { path: string; files: string[] }[];
}

const TABLE_FILE = '.vite/route-preloads.json';

/** Whether a router path ('/', '/review/:sessionId', '/*') matches a URL path. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    const segment = have[i];
    if (segment === undefined) return false;
    if (!want[i]!.startsWith(':') && want[i] !== segment) return false;
  }
  return want.length === have.length;
}

const preloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`;

/**
 * One route's page, with its compressed copies made on first use and kept. Held as UTF-8 bytes:
 * a JavaScript string of this Chinese-titled document takes two bytes a character.
 */
export class Page {
  readonly etag: string;
  readonly html: Buffer;
  private brotli?: Buffer;
  private gzipped?: Buffer;

  constructor(html: string) {
    this.html = Buffer.from(html);
    this.etag = `"${createHash('sha256').update(this.html).digest('base64url').slice(0, 22)}"`;
  }

  /** The page as a client accepting `encoding` gets it (the stylesheet inside makes it ≈ 70 KB). */
  body(encoding: 'br' | 'gzip' | null): Buffer {
    if (encoding === 'br') {
      this.brotli ??= brotliCompressSync(this.html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
      });
      return this.brotli;
    }
    if (encoding === 'gzip') return (this.gzipped ??= gzipSync(this.html, { level: 9 }));
    return this.html;
  }
}

/**
 * index.html as each route's page: the same document with modulepreload links for the chunks
 * of the route the URL names, so the browser fetches them beside the entry rather than after
 * it has run (one round trip less before a page shows on a slow network). Each page is built
 * when its route is first asked for, then kept (a server that only answers API calls builds
 * none); a route the router matches first wins, as in the client. Null when the build wrote no
 * table (an older build, or a test's hand-made folder): index.html is then sent as is.
 */
export function pagesWithPreloads(root: string): ((pathname: string) => Page) | null {
  const tableFile = join(root, TABLE_FILE);
  if (!existsSync(tableFile)) return null;
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as RoutePreloads;
  // Read for the first page asked for and kept: every page comes from the same index.html.
  let index: string | undefined;
  const built = new Map<number, Page>();
  const pageOf = (route: number, links: () => string) => {
    let page = built.get(route);
    if (!page) {
      index ??= readFileSync(join(root, 'index.html'), 'utf8');
      page = new Page(index.replace('</head>', `${links()}</head>`));
      built.set(route, page);
    }
    return page;
  };
  return (pathname) => {
    const route = table.routes.findIndex((entry) => matchesRoute(entry.path, pathname));
    if (route < 0) return pageOf(-1, () => '');
    return pageOf(route, () => table.routes[route]!.files.map(preloadLink).join(''));
  };
}
