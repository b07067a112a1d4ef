import { plural } from './words';

/** "1 minute", "15 minutes": a wait rounded up to whole minutes, so a user never retries too soon. */
export function waitTimeText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return plural(minutes, 'minute');
}
