/**
 * A write may carry the `version` of the record it was made on. When the record changed since, the
 * server refuses it with a 409 whose body has this message and the record as it now is, in `current`.
 */
export const staleWriteMessage =
  'Someone else changed this since you opened it. Review the current values and try again.';
