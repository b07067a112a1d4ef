/** The asset filters. */
export const assetClasses = ['office', 'medical', 'retail'] as const;
export type AssetClass = (typeof assetClasses)[number];

export const assetTypes = ['core', 'valueadd', 'opportunistic'] as const;
export type AssetType = (typeof assetTypes)[number];
