import type { OpportunityDetail } from '@common/deal-detail';
import { defaultDiscountedNerOptions } from '@common/ner';
import { approvalGateMessage, type ProposalRound, type ProposalSide } from '@common/proposal-rounds';
import { FileText, Plus, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { UnavailableCard } from '@/components/ui/unavailable-card';
import { useApprovalGate } from '@/lib/settings/approval-gate';
import { useLeasingCommissionDefault } from '@/lib/settings/leasing-commission';
import { useMediaQuery } from '@/lib/use-media-query';
import { useProposalRounds } from './api/get-proposal-rounds';
import { DecisionDialog } from './decision-dialog';
import { DeleteRoundDialog } from './delete-round-dialog';
import { LeaseTermsCard } from './lease-terms-card';
import { RoundCards } from './round-cards';
import { RoundFormDialog } from './round-form-dialog';
import { editValues, newRoundValues, type RoundFormInput } from './round-form-values';
import { RoundsTable } from './rounds-table';

const addButtons: { side: ProposalSide; label: string; primary?: boolean }[] = [
  { side: 'landlord', label: 'Add landlord offer', primary: true },
  { side: 'tenant', label: 'Add tenant counter', primary: true },
  { side: 'budget', label: 'Add budget' },
  { side: 'previous', label: 'Add previous lease' },
];

type FormState = { round: ProposalRound | null; values: RoundFormInput };

export type ProposalsTabProps = { deal: OpportunityDetail };

/**
 * The deal's proposal rounds and, below them, its lease terms (the accepted round's, or entered
 * directly), which give the pipeline's NER and, once the deal is won, the lease.
 */
export function ProposalsTab({ deal }: ProposalsTabProps) {
  const rounds = useProposalRounds(deal.id);
  const accepted = rounds.data ? (rounds.data.find((round) => round.accepted) ?? null) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <RoundsCard deal={deal} />
      <LeaseTermsCard dealId={deal.id} accepted={accepted} />
    </div>
  );
}

/**
 * The deal's proposal rounds side by side — previous lease, budget, the landlord's offers and the
 * tenant's counters — with both NERs and each round's variance against the budget; rounds are added,
 * edited, accepted and put through approval here.
 */
function RoundsCard({ deal }: ProposalsTabProps) {
  const rounds = useProposalRounds(deal.id);
  const gate = useApprovalGate();
  const commission = useLeasingCommissionDefault();
  const wide = useMediaQuery('(min-width: 768px)');
  const [form, setForm] = useState<FormState | null>(null);
  const [deleting, setDeleting] = useState<ProposalRound | null>(null);
  const [deciding, setDeciding] = useState<{ round: ProposalRound; approve: boolean } | null>(null);

  if (rounds.isError) return <UnavailableCard title="Proposals unavailable" />;
  if (rounds.isPending) {
    return (
      <Card aria-busy="true">
        <CardContent className="flex flex-col gap-3">
          <span className="sr-only">Loading proposals…</span>
          {[1, 2, 3, 4, 5].map((line) => (
            <Skeleton key={line} className="h-4 w-full" />
          ))}
        </CardContent>
      </Card>
    );
  }

  const list = rounds.data;
  const { discountRatePct, timing } = defaultDiscountedNerOptions;
  const handleAdd = (side: ProposalSide) =>
    setForm({
      round: null,
      values: newRoundValues(side, list, deal, commission.data?.defaultLeasingCommissionPct ?? null),
    });
  const views = {
    rounds: list,
    onEdit: (round: ProposalRound) => setForm({ round, values: editValues(round) }),
    onDelete: setDeleting,
    onDecide: (round: ProposalRound, approve: boolean) => setDeciding({ round, approve }),
  };

  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>Proposal rounds</CardTitle>
        <CardDescription>
          Net effective rent after free rent, TI, commissions and other landlord costs; the discounted figure
          discounts at {discountRatePct}% a year with rent paid in {timing}. Each round is compared with the
          budget.
        </CardDescription>
        <div className="flex flex-wrap gap-2">
          {addButtons.map(({ side, label, primary }) => (
            <Button
              key={side}
              size="sm"
              variant={primary ? 'primary' : 'outline'}
              onClick={() => handleAdd(side)}
            >
              <Plus aria-hidden="true" className="size-4" />
              {label}
            </Button>
          ))}
        </div>
        {gate.data?.enabled ? (
          <GateNote approved={list.some((round) => round.approvalStatus === 'approved')} />
        ) : null}
      </CardHeader>
      <CardContent className={list.length > 0 && wide ? 'px-0 pb-2' : undefined}>
        {list.length === 0 ? (
          <EmptyState
            icon={FileText}
            title="No proposal rounds yet"
            description="Add the budget, the previous lease or a first offer to compare their net effective rent."
          />
        ) : wide ? (
          <RoundsTable {...views} />
        ) : (
          <RoundCards {...views} />
        )}
      </CardContent>
      <RoundFormDialog
        dealId={deal.id}
        round={form?.round ?? null}
        values={form?.values ?? null}
        onClose={() => setForm(null)}
      />
      <DeleteRoundDialog round={deleting} onClose={() => setDeleting(null)} />
      <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} />
    </Card>
  );
}

/** With the approval gate on: whether this deal may move past LOI yet. */
function GateNote({ approved }: { approved: boolean }) {
  const Icon = approved ? ShieldCheck : ShieldAlert;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-md px-3 py-2 text-sm ${approved ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {approved ? 'A proposal is approved: this deal may move past LOI.' : approvalGateMessage}
    </p>
  );
}
