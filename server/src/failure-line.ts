/**
 * A failure at start or in a command, as the one line a person reads: the message and the causes it
 * wraps, joined with ': ', never a stack trace. A connection refused on every address of a name is an
 * AggregateError with an empty message: its parts speak instead. A message longer than
 * `maxPartLength` (a failed query quoting its SQL and parameters) is cut, so the cause after it, which
 * names what went wrong, stays on a readable line.
 */
export function failureLine(error: unknown): string {
  if (!(error instanceof Error)) return shortened(oneLine(String(error)));
  const message =
    error instanceof AggregateError && !error.message
      ? [...new Set(error.errors.map(failureLine))].join('; ')
      : shortened(oneLine(error.message || error.name));
  return error.cause === undefined ? message : `${message}: ${failureLine(error.cause)}`;
}

export const maxPartLength = 300;

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

const shortened = (text: string) =>
  text.length > maxPartLength ? `${text.slice(0, maxPartLength - 1).trimEnd()}…` : text;
