import type { ListingsResponse } from '@common/listings';
import { api } from '@/lib/api-client';

/** The provider answered `{success:false}`: the card shows as unavailable. */
export class ListingsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListingsUnavailableError';
  }
}

/**
 * GETs a listings endpoint and unwraps its `{success, data}` envelope. A non-OK answer
 * throws the ApiError of the fetch helper; a 200 with `success: false` throws too, so a screen has one
 * error state for "the request errors or success is false".
 */
export async function getListings<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await api.get<ListingsResponse<T>>(path, { signal });
  if (!response.success) throw new ListingsUnavailableError(response.message);
  return response.data;
}
