import type { RentRollRow } from '@common/analytics';
import { type SuiteStatus, suiteStatusLabels } from '@common/lease-lifecycle';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatShortDate } from '@/lib/format-date';
import { formatMoney, formatRentPsf, missingValue } from '@/lib/format-number';

/** Marketable suites stand out (vacant green, expiring amber), as on Available Spaces; let ones are quiet. */
const statusVariants: Record<SuiteStatus, BadgeVariant> = {
  vacant: 'success',
  expiring: 'warning',
  'pre-leased': 'primary',
  renewed: 'neutral',
  occupied: 'neutral',
};

/** A suite's status by the suite rule: Occupied, Vacant, Pre-leased, Expiring or Renewed. */
export function StatusBadge({ status }: { status: SuiteStatus }) {
  return <Badge variant={statusVariants[status]}>{suiteStatusLabels[status]}</Badge>;
}

export const linkClass = 'font-medium text-foreground hover:text-primary hover:underline';

/** The tenant, linking to them; a dash for a vacant suite. */
export function TenantLink({ row }: { row: RentRollRow }) {
  if (row.tenantId === null || row.tenantName === null) return <>{missingValue}</>;
  return (
    <Link to={`/tenants/${row.tenantId}`} className={linkClass}>
      {row.tenantName}
    </Link>
  );
}

export const dateText = (date: string | null) => (date === null ? missingValue : formatShortDate(date));
export const rentText = (psf: number | null) => formatRentPsf(psf);
export const moneyText = (amount: number | null) => formatMoney(amount);
/**
 * The options as the API words them ('Renewal (notice by 2027-03-01); Expansion (…)'): one a line, a
 * notice date never split at its hyphens. The text stays the API's, character for character.
 */
export function OptionsText({ options }: { options: string }) {
  if (!options) return <>{missingValue}</>;
  const parts = options.split('; ');
  return (
    <>
      {parts.map((part, index) => {
        const [, name, note] = /^(.*?)(?: (\(.*\)))?$/.exec(part) ?? [part, part, undefined];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the options of a row never reorder
          <span key={index} className="block">
            {name}
            {note ? (
              <>
                {' '}
                <span className="whitespace-nowrap">{note}</span>
              </>
            ) : null}
            {index < parts.length - 1 ? '; ' : null}
          </span>
        );
      })}
    </>
  );
}
