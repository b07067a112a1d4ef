/**
 * A failure at start or in a command, as the one line a person reads: the message (and the cause it
 * wraps), never a stack trace. A connection refused on every address of a name is an AggregateError
 * with an empty message: its parts speak instead.
 */
export function failureLine(error: unknown): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  const message =
    error instanceof AggregateError && !error.message
      ? [...new Set(error.errors.map(failureLine))].join('; ')
      : error.message || error.name;
  const cause = error.cause === undefined ? '' : `: ${failureLine(error.cause)}`;
  return oneLine(message + cause);
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
