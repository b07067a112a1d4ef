import { useMemo } from 'react';
import { useAssetManagers } from '@/lib/users/get-asset-managers';
import { useAssetManagerUsers } from './api/get-asset-manager-users';
import { type ManagerOption, managerOptions } from './manager-options';

/**
 * The Create form's Asset Manager choices: everyone who manages a building plus the users with the
 * asset-manager role who manage none yet, read once the form is `shown`.
 */
export function useManagerOptions(shown: boolean): ManagerOption[] {
  const users = useAssetManagerUsers(shown);
  const managers = useAssetManagers();
  return useMemo(() => managerOptions(users.data, managers.data), [users.data, managers.data]);
}
