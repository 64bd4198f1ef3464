// A file's size as a browser downloads it: raw, gzip (level 9, as the build precompresses) and
// brotli. Shared by `npm run bench:web` for the app's chunks and for the stack's floor.
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const sizeOfBytes = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes).length,
});

/** The sum of several sizes. */
export const totalSize = (sizes) =>
  sizes.reduce(
    (sum, size) => ({
      raw: sum.raw + size.raw,
      gzip: sum.gzip + size.gzip,
      brotli: sum.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
