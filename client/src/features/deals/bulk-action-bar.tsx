import type { BulkDealAction } from '@common/deal-bulk';
import { plural } from '@common/words';
import { ChevronDown, Download, LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useTeamMembers } from '@/lib/users/get-team-members';
import { useBulkUpdateDeals } from './api/bulk-update-deals';
import { emptyDealFilters } from './deal-filters';
import type { DealSort } from './deal-sort';
import { type LostReason, LostReasonDialog } from './lost-reason-dialog';
import { pipelineStages, rowStageLabel } from './pipeline-stages';
import { useDealExport } from './use-deal-export';

export type BulkActionBarProps = {
  /** The selected deals' ids, in the order they are listed. */
  ids: readonly number[];
  sort: DealSort | null;
  onClear: () => void;
};

/**
 * What can be done to the selected deals at once: change their stage (Dead asks why, as a single
 * move does), assign their lead, export exactly them, or clear the selection. A change is all or
 * nothing: a refusal keeps the selection and says why.
 */
export function BulkActionBar({ ids, sort, onClear }: BulkActionBarProps) {
  const bulk = useBulkUpdateDeals();
  const team = useTeamMembers();
  const exporter = useDealExport();
  const [askingWhy, setAskingWhy] = useState(false);
  const count = plural(ids.length, 'deal');

  const run = async (action: BulkDealAction) => {
    try {
      const result = await bulk.mutateAsync(action);
      toast({ title: 'Deals updated', description: result.message });
      onClear();
    } catch (error) {
      toast({
        title: 'The selected deals were not changed',
        description: errorText(error, 'Please try again later'),
        variant: 'destructive',
      });
    }
  };
  const handleDead = (reason: LostReason) => {
    setAskingWhy(false);
    void run({ action: 'stage', ids: [...ids], stage: 'dead', ...reason });
  };

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 border-border border-b bg-primary-soft/60 px-4 py-2.5"
    >
      <p aria-live="polite" className="mr-auto font-medium text-primary-soft-foreground text-sm">
        {ids.length} selected
      </p>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={bulk.isPending}>
            Change stage
            <ChevronDown aria-hidden="true" className="size-3.5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" aria-label={`Move ${count} to`}>
          {pipelineStages.map((stage) => (
            <DropdownMenuItem
              key={stage}
              onSelect={() =>
                stage === 'dead' ? setAskingWhy(true) : void run({ action: 'stage', ids: [...ids], stage })
              }
            >
              {rowStageLabel(stage)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={bulk.isPending}>
            Assign lead
            <ChevronDown aria-hidden="true" className="size-3.5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" aria-label={`Lead for ${count}`}>
          {team.isPending ? <DropdownMenuItem disabled>Loading the team…</DropdownMenuItem> : null}
          {team.isError ? <DropdownMenuItem disabled>The team could not be loaded</DropdownMenuItem> : null}
          {(team.data ?? []).map((member) => (
            <DropdownMenuItem
              key={member.id}
              onSelect={() => void run({ action: 'lead', ids: [...ids], leadUserId: member.id })}
            >
              {member.fullName}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void run({ action: 'lead', ids: [...ids], leadUserId: null })}>
            No lead
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        variant="outline"
        size="sm"
        disabled={exporter.exporting}
        onClick={() => void exporter.run({ filters: emptyDealFilters, sort, ids }, ids.length)}
      >
        {exporter.exporting ? (
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-3.5" />
        )}
        Export selection
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" className="size-3.5" />
        Clear
      </Button>
      <LostReasonDialog
        subject={askingWhy ? count : null}
        pending={bulk.isPending}
        onConfirm={handleDead}
        onCancel={() => setAskingWhy(false)}
      />
    </section>
  );
}
