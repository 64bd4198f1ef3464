// apps/server/dist/server.mjs — copied here by the build. Runs the bundled server (server.cjs,
// one file holding our code and the registry packages) in this process through V8's code cache:
// compiling the 6 MB bundle and the functions its start-up calls is most of a cold start, and
// reading the cache instead halves it. The cache is written beside the bundle by the first run
// (a second after start, or at exit if sooner) and is keyed by the bundle's size and modification
// time, because V8 itself only checks the source's length (the build also deletes it). A
// read-only install simply runs without it.
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url));
const cacheFile = `${bundle}.v8cache`;
const WRITE_AFTER_MS = 1_000;

const source = readFileSync(bundle, 'utf8');
const { size, mtimeNs } = statSync(bundle, { bigint: true });
const key = Buffer.from(`${size}:${mtimeNs}\n`);

/** The cached code for exactly this bundle, or undefined. */
function readCache() {
  try {
    const file = readFileSync(cacheFile);
    return file.subarray(0, key.length).equals(key) ? file.subarray(key.length) : undefined;
  } catch {
    return undefined;
  }
}

const cachedData = readCache();
const script = new Script(Module.wrap(source), {
  filename: bundle,
  cachedData,
});

if (cachedData === undefined || script.cachedDataRejected) {
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // After start-up the cache also holds the functions start-up compiled, not only the top level.
    const tmp = `${cacheFile}.${process.pid}`;
    try {
      writeFileSync(tmp, Buffer.concat([key, script.createCachedData()]));
      renameSync(tmp, cacheFile);
    } catch {
      rmSync(tmp, { force: true });
    }
  };
  setTimeout(write, WRITE_AFTER_MS).unref();
  process.once('exit', write);
}

const module = { exports: {}, filename: bundle, id: bundle, loaded: false };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
