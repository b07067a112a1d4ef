import { type OpportunityDetail, opportunityStageOf } from '@common/opportunities';
import { ArrowLeft, Mail, Pencil, Save, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatMediumDate } from '@/lib/format-date';
import { ContactLink } from './contact-link';
import { OpportunityStageBadge } from './opportunity-stage-badge';

export type OpportunityHeaderProps = {
  opportunity: OpportunityDetail;
  editing: boolean;
  saving: boolean;
  /** The id of the edit form the Save button submits. */
  editFormId: string;
  onEdit: () => void;
  onCancelEdit: () => void;
};

/** Spec §2.6: back button, stage badge, title, created date, Edit/Save and Contact. */
export function OpportunityHeader({
  opportunity,
  editing,
  saving,
  editFormId,
  onEdit,
  onCancelEdit,
}: OpportunityHeaderProps) {
  return (
    <div className="flex flex-col gap-3">
      <Link
        to="/opportunities"
        className="inline-flex items-center gap-1.5 self-start font-medium text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Opportunities
      </Link>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <OpportunityStageBadge stage={opportunityStageOf(opportunity.stage)} />
          <h1 className="mt-2 break-words font-semibold text-2xl text-slate-900 tracking-tight">
            {opportunity.title}
          </h1>
          <p className="mt-1 text-muted-foreground text-sm">
            Created {formatMediumDate(opportunity.createdAt)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {editing ? (
            <>
              <Button variant="outline" onClick={onCancelEdit} disabled={saving}>
                <X aria-hidden="true" className="size-4" />
                Cancel
              </Button>
              <Button type="submit" form={editFormId} disabled={saving}>
                <Save aria-hidden="true" className="size-4" />
                {saving ? 'Saving…' : 'Save'}
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          )}
          <ContactLink email={opportunity.tenant?.contactEmail ?? null} variant="primary">
            <Mail aria-hidden="true" className="size-4" />
            Contact
          </ContactLink>
        </div>
      </div>
    </div>
  );
}
