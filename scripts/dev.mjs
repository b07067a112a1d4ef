// `npm run dev`: the API with reload on :3001 (tsx watch) and Vite with hot reload on :3000, /api proxied.
// The children run in their own process groups and get exactly one signal from us (a Ctrl-C reaches
// npm, this script and the group; a second signal makes tsx kill the API before it stops PostgreSQL).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/src/main.ts'], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('node_modules/.bin/vite', [], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, API_PORT: apiPort },
  }),
];
let running = children.length;
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    running -= 1;
    if (running === 0) process.exit(code ?? 0);
    stop('SIGTERM');
  });
}
