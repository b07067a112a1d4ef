import type { AnalyticsScopeValues } from './analytics-api';

/**
 * How a sentence names the scope, possessive: "the portfolio's", "One Main Plaza's", "the Boston
 * market's", "the selected buildings'" (an asset manager's, or several filters together).
 */
export function scopePossessive(
  scope: Pick<AnalyticsScopeValues, 'building' | 'assetManager' | 'market'>,
  buildingName?: string,
): string {
  if (scope.building !== null) {
    if (!buildingName) return "this building's";
    return buildingName.endsWith('s') ? `${buildingName}'` : `${buildingName}'s`;
  }
  if (scope.market !== null && scope.assetManager === null) return `the ${scope.market} market's`;
  if (scope.assetManager !== null || scope.market !== null) return "the selected buildings'";
  return "the portfolio's";
}
