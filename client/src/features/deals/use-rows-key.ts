import { useState } from 'react';

/**
 * The filters of the rows on screen, as a key for the table: `key` once its rows have arrived, the
 * previous one while they load (the previous rows stay, as they were, until then). Keying the table by
 * this starts new filters at the top with nothing selected without remounting it twice.
 */
export function useRowsKey(key: string, isPlaceholderData: boolean): string {
  const [shown, setShown] = useState(key);
  if (!isPlaceholderData && shown !== key) setShown(key);
  return isPlaceholderData ? shown : key;
}
