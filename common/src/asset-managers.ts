import { z } from 'zod';

/**
 * GET /api/users/asset-managers: everyone who manages a building, each once, by name — the Asset
 * Manager choices of every filter (Options, Assets).
 */
export const assetManagerSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type AssetManager = z.infer<typeof assetManagerSchema>;
