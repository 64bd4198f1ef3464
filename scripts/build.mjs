// `npm run build`: the production web app and the compiled server, whatever changed.
import { buildServerIfStale } from './lib/build-server.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';

buildWebIfStale({ force: true });
await buildServerIfStale({ force: true });
