import type { BuildingRiskResponse, BuildingRiskResultData } from '@common/risk';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RiskLookupError } from './get-tenant-status';

export async function getBuildingRisk(buildingAddress: string): Promise<BuildingRiskResultData> {
  const answer = await api.get<BuildingRiskResponse>(
    `/api/risk/building-risk?building_address=${encodeURIComponent(buildingAddress)}`,
  );
  if (!answer.success) throw new RiskLookupError(answer.message);
  return answer.data;
}

/** A building's risk level, looked up on Search and on Sync Data (always fresh). */
export function useBuildingRiskLookup() {
  return useMutation({ mutationFn: getBuildingRisk });
}
