import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DealUpdatesPanel } from '../../deal-detail/deal-updates-panel';
import { DiscussionTab as Comments } from '../../opportunities/detail/discussion-tab';

export type DiscussionTabProps = { dealId: number };

/** TEMP stand-in until the one conversation lands here: today's comments and updates side by side. */
export function DiscussionTab({ dealId }: DiscussionTabProps) {
  return (
    <div className="grid min-w-0 items-start gap-6 lg:grid-cols-2">
      <Comments opportunityId={dealId} />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Updates</CardTitle>
        </CardHeader>
        <CardContent>
          <DealUpdatesPanel dealId={dealId} />
        </CardContent>
      </Card>
    </div>
  );
}
