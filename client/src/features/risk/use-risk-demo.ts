import { type BuildingHealth, riskDemoMessages, type TenantSentimentView } from '@common/risk';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { createActionPlanMutationKey } from '@/lib/risk/query-keys';
import { useBuildingRiskLookup } from './api/get-building-risk';
import { useSearchSamples } from './api/get-search-samples';
import { useTenantStatusLookup } from './api/get-tenant-status';

export type TenantResult = {
  name: string;
  /** Our tenant; null when the provider knows a tenant we do not. */
  tenantId: number | null;
  propertyId: number | null;
  /** The card's figures as the server read them; null without survey data. */
  view: TenantSentimentView | null;
  hasActionPlan: boolean;
};
export type BuildingResult = { address: string; view: BuildingHealth };

/**
 * The demo's state: two inputs prefilled with samples, two views that stay empty until a
 * successful search, and one loading flag — true during a search or an action plan save.
 */
export function useRiskDemo() {
  const samples = useSearchSamples();
  // null until the user types: the input shows the sample meanwhile.
  const [tenantText, setTenantText] = useState<string | null>(null);
  const [addressText, setAddressText] = useState<string | null>(null);
  const [tenant, setTenant] = useState<TenantResult | null>(null);
  const [building, setBuilding] = useState<BuildingResult | null>(null);
  const tenantLookup = useTenantStatusLookup();
  const buildingLookup = useBuildingRiskLookup();
  const savingPlans = useIsMutating({ mutationKey: createActionPlanMutationKey });

  const tenantName = tenantText ?? samples.data?.tenantName ?? '';
  const buildingAddress = addressText ?? samples.data?.buildingAddress ?? '';
  const loading = tenantLookup.isPending || buildingLookup.isPending || savingPlans > 0;

  const searchTenant = async () => {
    const name = tenantName.trim();
    if (!name) {
      toast({ title: riskDemoMessages.missingInformation, description: riskDemoMessages.missingTenantName });
      return;
    }
    try {
      const data = await tenantLookup.mutateAsync(name);
      setTenant({
        name,
        tenantId: data.tenant_id,
        propertyId: data.property_id,
        view: data.sentiment,
        hasActionPlan: data.has_action_plan,
      });
      toast({
        title: riskDemoMessages.tenantLoaded,
        description: riskDemoMessages.tenantLoadedDescription(name),
      });
    } catch {
      toast({ title: 'Error', description: riskDemoMessages.tenantFailed, variant: 'destructive' });
    }
  };

  const searchBuilding = async () => {
    const address = buildingAddress.trim();
    if (!address) {
      toast({
        title: riskDemoMessages.missingInformation,
        description: riskDemoMessages.missingBuildingAddress,
      });
      return;
    }
    try {
      const data = await buildingLookup.mutateAsync(address);
      setBuilding({ address, view: data.health });
      toast({ title: riskDemoMessages.buildingLoaded });
    } catch {
      toast({ title: 'Error', description: riskDemoMessages.buildingFailed, variant: 'destructive' });
    }
  };

  const syncBuilding = () => {
    toast({ title: riskDemoMessages.syncing });
    void searchBuilding();
  };

  /** Creating an action plan shows it in progress (the server remembers it for the next search). */
  const markActionPlanCreated = () =>
    setTenant((current) => (current ? { ...current, hasActionPlan: true } : current));

  return {
    tenantName,
    setTenantName: setTenantText,
    buildingAddress,
    setBuildingAddress: setAddressText,
    tenant,
    building,
    loading,
    searchTenant,
    searchBuilding,
    syncBuilding,
    markActionPlanCreated,
  };
}
