import { dealPath } from '@common/deal-paths';

/** Where a pipeline row or board card opens its deal: the deal screen. */
export const dealDetailPath = (id: number) => dealPath(id);
