import { expansionOpportunities } from './expansion';
import { marketOpportunities } from './market';
import { renewalOpportunities } from './renewal';
import { riskOpportunities } from './risk';
import { indexPortfolio, type OpportunityCandidate, type PortfolioSnapshot } from './snapshot';
import { tenantMatchOpportunities } from './tenant-match';

export type { OpportunityCandidate, PortfolioSnapshot } from './snapshot';

/** Every rule over one snapshot; fingerprints are unique (a rule keys each candidate by its ids). */
export function analyzePortfolio(snapshot: PortfolioSnapshot): OpportunityCandidate[] {
  const index = indexPortfolio(snapshot);
  return [
    ...tenantMatchOpportunities(snapshot, index),
    ...renewalOpportunities(snapshot, index),
    ...expansionOpportunities(snapshot, index),
    ...riskOpportunities(snapshot, index),
    ...marketOpportunities(snapshot, index),
  ];
}
