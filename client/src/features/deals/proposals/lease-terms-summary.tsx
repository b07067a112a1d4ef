import { formatTerm, type LeaseTerms, nerTermsOf } from '@common/lease-terms';
import { leaseTypeLabels } from '@common/lease-types';
import { defaultDiscountedNerOptions } from '@common/ner';
import { plural } from '@common/words';
import { NerFigure } from '@/components/ner/ner-figure';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { formatMoney, formatNumber, formatRentPsf } from '@/lib/format-number';
import { commissionText } from '@/lib/lease-labels';

export type LeaseTermsSummaryProps = { terms: LeaseTerms };

/**
 * The deal's lease terms and their NER: rent, TI and other costs with 2 decimals, deposit with
 * thousands separators (cents only when it has some), term in years when whole.
 */
export function LeaseTermsSummary({ terms }: LeaseTermsSummaryProps) {
  return (
    <div className="flex flex-col gap-6">
      <DescriptionList className="lg:grid-cols-3">
        <DescriptionItem label="Lease Type">{leaseTypeLabels[terms.leaseType]}</DescriptionItem>
        <DescriptionItem label="Term">{formatTerm(terms.term)}</DescriptionItem>
        <DescriptionItem label="Base Rent">{formatRentPsf(terms.baseRent)}/SF/year</DescriptionItem>
        <DescriptionItem label="Rent Escalation">
          {formatNumber(terms.rentEscalation, 2)}% per year
        </DescriptionItem>
        <DescriptionItem label="Rent-Free Period">
          {plural(Math.round(terms.rentFreePeriod * 100) / 100, 'month')}
        </DescriptionItem>
        <DescriptionItem label="Tenant Improvements">
          {formatRentPsf(terms.tenantImprovements)}/SF
        </DescriptionItem>
        <DescriptionItem label="Other Landlord Costs">
          {formatRentPsf(terms.otherLandlordCosts)}/SF
        </DescriptionItem>
        <DescriptionItem label="Leasing Commission">
          {commissionText(terms.leasingCommissionPct)}
        </DescriptionItem>
        <DescriptionItem label="Security Deposit">
          {formatMoney(terms.securityDeposit, Number.isInteger(terms.securityDeposit) ? 0 : 2)}
        </DescriptionItem>
        <DescriptionItem label="Renewal Option">
          {terms.renewalOption ? `Yes, ${formatTerm(terms.renewalTerm)}` : 'No'}
        </DescriptionItem>
      </DescriptionList>
      <section aria-label="Net effective rent" className="rounded-lg border border-border bg-slate-50 p-4">
        <h4 className="font-medium text-foreground text-sm">Net Effective Rent</h4>
        <DescriptionList className="mt-3">
          <DescriptionItem label="Straight-line">
            <NerFigure
              terms={nerTermsOf(terms)}
              figure={formatRentPsf(terms.ner.straightLine)}
              subject="Proposal terms"
              className="font-semibold text-base"
            />
            /SF/year
          </DescriptionItem>
          <DescriptionItem label={`Discounted (${defaultDiscountedNerOptions.discountRatePct}%)`}>
            <NerFigure
              terms={nerTermsOf(terms)}
              kind="discounted"
              figure={formatRentPsf(terms.ner.discounted)}
              subject="Proposal terms"
              className="font-semibold text-base"
            />
            /SF/year
          </DescriptionItem>
        </DescriptionList>
      </section>
    </div>
  );
}
