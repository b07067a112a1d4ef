import type { OpportunityDetail } from '@common/deal-detail';
import { dealLostReasonLabels } from '@common/deal-history';
import { type DealStage, dealStageLabels } from '@common/deal-stages';
import { useState } from 'react';
import { LostReasonDialog } from '../lost-reason-dialog';
import { StageBar } from './stage-bar';
import { StageSelect } from './stage-select';
import { useStageMove } from './use-stage-move';

export type StageControlProps = { deal: OpportunityDetail };

function lostText(deal: OpportunityDetail): string | null {
  if (deal.stage !== 'dead') return null;
  const where = deal.lostAtStage ? `Lost at ${dealStageLabels[deal.lostAtStage]}` : 'Lost';
  if (!deal.lostReason) return where;
  const why = [dealLostReasonLabels[deal.lostReason], deal.lostReasonNote].filter(Boolean).join(': ');
  return `${where}. Reason: ${why}`;
}

/**
 * The deal's one stage control, seen two ways: the six-step bar and the stage dropdown show the same
 * value and move it the same way. Dead (the bar's Closed Lost or the dropdown) first asks why.
 */
export function StageControl({ deal }: StageControlProps) {
  const stageMove = useStageMove(deal);
  // The stage the deal is lost at, while the dialog asks why (the record shows Dead as soon as it is sent).
  const [losingFrom, setLosingFrom] = useState<DealStage | null>(null);
  const lost = lostText(deal);

  const handleSelect = (stage: DealStage) => {
    if (stage === deal.stage) return;
    if (stage === 'dead') setLosingFrom(deal.stage);
    else void stageMove.move(stage);
  };

  return (
    <section
      aria-label="Stage"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card px-4 py-3 shadow-xs"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="font-medium text-sm">Stage</h2>
        <StageSelect stage={stageMove.shownStage} disabled={stageMove.pending} onSelect={handleSelect} />
      </div>
      <StageBar
        deal={{ stage: stageMove.shownStage, lostAtStage: deal.lostAtStage }}
        disabled={stageMove.pending}
        onSelect={handleSelect}
      />
      {lost ? <p className="text-red-700 text-sm">{lost}</p> : null}
      <LostReasonDialog
        subject={losingFrom === null ? null : 'this deal'}
        lostAt={losingFrom ?? deal.stage}
        pending={stageMove.pending}
        onCancel={() => setLosingFrom(null)}
        onConfirm={async (reason) => {
          await stageMove.move('dead', reason);
          setLosingFrom(null);
        }}
      />
    </section>
  );
}
