import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/**
 * How the server writes its log: `LOG_FORMAT` (`json` or `pretty`) when set; otherwise readable
 * lines for a person at a terminal, and one JSON object a line for everything else (CI, a pipe, a
 * file, a supervisor's journal), which log tools parse.
 */
export function logFormat(stdoutIsTTY: boolean, env: NodeJS.ProcessEnv): LogFormat {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase();
  if (!chosen) return stdoutIsTTY ? 'pretty' : 'json';
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  throw new Error(`LOG_FORMAT must be json or pretty, not "${env.LOG_FORMAT}".`);
}

/**
 * The server's logger on stdout. Pretty lines are formatted in this thread and written synchronously
 * (no worker transport), so the esbuild bundle needs no extra file and a fatal line written just
 * before `process.exit` is never lost.
 */
export function createLogger(env: NodeJS.ProcessEnv = process.env): Logger {
  const isTTY = process.stdout.isTTY === true;
  if (logFormat(isTTY, env) === 'json') return pino();
  return pino(
    {},
    pretty({
      colorize: isTTY,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
    }),
  );
}
