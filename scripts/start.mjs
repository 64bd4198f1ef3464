// `npm start`: build the web app and the server when their sources changed, then run the
// compiled server in this very process (it serves the web app too): one Node process, plain
// JavaScript, signals handled by the server itself.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, serverEntry } from './lib/build-server.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';

buildWebIfStale();
await buildServerIfStale();
await import(pathToFileURL(serverEntry).href);
