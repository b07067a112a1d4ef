import { staleWriteMessage } from '@common/stale-writes';
import { conflictWith } from '../../errors';

/**
 * 409 with the record as it now is (`current` in the body) when a write names a `version` the record
 * has moved past; a write that names no version is taken as meant for the current record.
 */
export async function refuseStaleWrite(
  expected: number | undefined,
  stored: { version: number },
  current: () => unknown | Promise<unknown>,
): Promise<void> {
  if (expected !== undefined && expected !== stored.version) {
    throw conflictWith(staleWriteMessage, { current: await current() });
  }
}
