import { failureLine } from './failure-line';

/**
 * Whether a person asked for the details of a failure: `DEBUG` set to anything but `0` or `false`,
 * or `LOG_LEVEL` at `debug` or `trace`.
 */
export function wantsStack(env: NodeJS.ProcessEnv): boolean {
  const debug = env.DEBUG?.trim().toLowerCase();
  if (debug && debug !== '0' && debug !== 'false') return true;
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  return level === 'debug' || level === 'trace';
}

/**
 * What a failed command prints: `leaselens: ` and the failure's one line; when debugging, the stack
 * traces of the error and of each cause below it.
 */
export function commandFailureText(error: unknown, env: NodeJS.ProcessEnv): string {
  const line = `leaselens: ${failureLine(error)}`;
  return wantsStack(env) ? [line, ...stacks(error)].join('\n') : line;
}

/**
 * Ends a command (`npm run db:reset`, `npm run seed:large`) that failed: its text on stderr and exit
 * code 1, once the handles still open (a pool being closed) are done.
 */
export function failCommand(error: unknown, env: NodeJS.ProcessEnv = process.env): void {
  console.error(commandFailureText(error, env));
  process.exitCode = 1;
}

function stacks(error: unknown, label = ''): string[] {
  if (!(error instanceof Error)) return [];
  const parts = error instanceof AggregateError ? error.errors.flatMap((part) => stacks(part, 'Part: ')) : [];
  return [
    label + (error.stack ?? `${error.name}: ${error.message}`),
    ...parts,
    ...stacks(error.cause, 'Caused by: '),
  ];
}
