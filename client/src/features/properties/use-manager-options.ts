import { useMemo } from 'react';
import { useAssetManagers } from '@/lib/users/get-asset-managers';
import { usePortfolio } from './api/get-properties';
import { type ManagerOption, managerOptions } from './manager-options';

/**
 * The Asset Manager choices (filter and Create form). Users with the role come at once; the few
 * others who manage a building are found in the whole portfolio, read only once a choice is
 * `shown`, so the paged Assets table does not pay for every building on each visit.
 */
export function useManagerOptions(shown: boolean): ManagerOption[] {
  const users = useAssetManagers();
  const portfolio = usePortfolio(shown);
  return useMemo(() => managerOptions(users.data, portfolio.data?.items), [users.data, portfolio.data]);
}
