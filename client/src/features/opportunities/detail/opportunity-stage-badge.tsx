import { type OpportunityStage, opportunityStageLabels } from '@common/opportunities';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { stageBadgeClasses } from './opportunity-stage-style';

export type OpportunityStageBadgeProps = { stage: OpportunityStage; className?: string };

export function OpportunityStageBadge({ stage, className }: OpportunityStageBadgeProps) {
  return <Badge className={cn(stageBadgeClasses[stage], className)}>{opportunityStageLabels[stage]}</Badge>;
}
