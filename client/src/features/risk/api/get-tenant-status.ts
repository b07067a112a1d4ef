import type { TenantStatusData, TenantStatusResponse } from '@common/risk';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The provider answered `{success: false}`. */
export class RiskLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RiskLookupError';
  }
}

export async function getTenantStatus(tenantName: string): Promise<TenantStatusData> {
  const answer = await api.get<TenantStatusResponse>(
    `/api/risk/tenant-status?tenant_name=${encodeURIComponent(tenantName)}`,
  );
  if (!answer.success) throw new RiskLookupError(answer.message);
  return answer.data;
}

/**
 * A tenant's risk status, looked up when the user presses Search (a fresh answer every time, never a
 * cached one); the screen shows its own toasts, not the server's message.
 */
export function useTenantStatusLookup() {
  return useMutation({ mutationFn: getTenantStatus });
}
