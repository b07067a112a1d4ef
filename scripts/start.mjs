// `npm start`: build the production app if the sources changed, then run it in this process.
import { buildIfStale } from './build-if-stale.mjs';

process.env.NODE_ENV ??= 'production';
buildIfStale();
await import('../dist/server/main.js');
