// The same build steps as `npm start` (scripts/start.mjs). Those helpers are plain JavaScript
// without type declarations; importing them through a computed URL types them here instead.
interface BuildServer {
  buildServerIfStale(options?: { force?: boolean }): Promise<void>;
  serverEntry: string;
}
interface BuildWeb {
  buildWebIfStale(options?: { force?: boolean }): void;
}

const load = <T>(file: string) => import(new URL(file, import.meta.url).href) as Promise<T>;

const { buildServerIfStale, serverEntry } = await load<BuildServer>('../build-server.mjs');
const { buildWebIfStale } = await load<BuildWeb>('../build-web.mjs');

export { serverEntry };

/** The web app (the server serves it) and apps/server/dist/server.mjs, each only when stale. */
export async function buildOnce(): Promise<void> {
  buildWebIfStale();
  await buildServerIfStale();
}
