// Writes a .br and a .gz beside every compressible file of the web build, once at build time, so
// the server sends them as they are (@fastify/static `preCompressed`) instead of compressing the
// same bytes on every request, and with the strongest settings, which would be too slow per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.map',
]);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Returns the bytes before and after (brotli) over every file it compressed. */
export function precompress(dir) {
  let before = 0;
  let after = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    before += content.length;
    after += br.length;
  }
  return { before, after };
}
