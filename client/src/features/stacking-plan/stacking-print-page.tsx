import { type StackingSegment, showsSegmentLabel } from '@common/stacking-layout';
import { Printer } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatNumber, formatPercent, formatRentPsf, formatSquareFeet } from '@/lib/format-number';
import { useStackingPlan } from './api/get-stacking-plan';
import { segmentText } from './segment-label';
import { leaseDates, tenantRows } from './stacking-legend';
import { buildingParam } from './use-stacking-filters';
import { useFloorLayouts } from './use-stacking-layout';

const vacant = (segment: StackingSegment) => segment.kind === 'space' && !segment.space.lease;

/**
 * The print-ready stacking plan (Preview opens it in a new tab): outside the app shell, black on white,
 * the floors with tenant names and the tenant legend, and a Print button.
 */
export function StackingPrintPage() {
  const [searchParams] = useSearchParams();
  const text = searchParams.get(buildingParam) ?? '';
  const buildingId = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  const plan = useStackingPlan(buildingId);
  const layouts = useFloorLayouts(plan.data);
  const rows = useMemo(() => tenantRows(layouts.map((layout) => layout.floor)), [layouts]);

  if (buildingId === null) return <p className="p-8">Pick a building on the stacking plan first.</p>;
  if (plan.isError) return <p className="p-8">The stacking plan could not be loaded.</p>;
  if (!plan.data) return <p className="p-8">Loading the stacking plan…</p>;
  const { building } = plan.data;
  const pct = (sf: number) => formatPercent(building.totalSf > 0 ? (sf / building.totalSf) * 100 : 0);

  return (
    <main className="flex min-h-dvh justify-center bg-white text-black">
      <div className="flex w-full max-w-5xl flex-col gap-5 p-8 print:p-0">
        <header className="flex items-start justify-between gap-4">
          <div>
            <h1 className="font-semibold text-2xl">Stacking plan — {building.name}</h1>
            <p className="text-sm">
              {building.address}, {building.city}, {building.state} {building.zipCode}
            </p>
            <p className="text-sm">
              {formatNumber(building.totalSf)} sf total · {formatNumber(building.leasedSf)} sf leased (
              {pct(building.leasedSf)}) · {formatNumber(building.vacantSf)} sf vacant (
              {pct(building.vacantSf)})
            </p>
          </div>
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </header>
        <ol aria-label="Floors" className="flex flex-col gap-1.5">
          {layouts.map(({ floor, segments }) => (
            <li
              key={floor.number}
              className="grid grid-cols-[4.5rem_minmax(0,1fr)_7rem] items-center gap-2 break-inside-avoid"
            >
              <span className="font-medium text-sm">Floor {floor.number}</span>
              <div className="flex h-9 border border-black">
                {segments.map((segment, index) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: segments of a floor never reorder
                    key={index}
                    data-vacant={vacant(segment) ? '' : undefined}
                    className={`flex shrink-0 items-center overflow-hidden border-black border-r text-[10px] leading-tight last:border-r-0 ${
                      vacant(segment)
                        ? 'print-exact bg-[repeating-linear-gradient(45deg,#fff,#fff_4px,#ccc_4px,#ccc_8px)] font-semibold'
                        : ''
                    }`}
                    style={{ width: `${segment.widthPct}%` }}
                  >
                    {showsSegmentLabel(segment.widthPct) ? (
                      <span className="truncate px-1">
                        {segment.kind === 'space' ? segmentText(segment.space) : 'Unassigned'}
                      </span>
                    ) : null}
                  </div>
                ))}
              </div>
              <span className="text-right text-xs">{formatNumber(floor.totalSf)} sf</span>
            </li>
          ))}
        </ol>
        <section aria-labelledby="print-legend" className="flex flex-col gap-2 break-before-auto">
          <h2 id="print-legend" className="font-semibold text-lg">
            Tenant legend
          </h2>
          <p className="text-xs">Hatched segments are vacant.</p>
          <table className="w-full border-collapse text-xs">
            <thead>
              <tr className="border-black border-b text-left">
                <th className="py-1 pr-2">Tenant</th>
                <th className="py-1 pr-2">Floor</th>
                <th className="py-1 pr-2">Suite</th>
                <th className="py-1 pr-2 text-right">Size</th>
                <th className="py-1 pr-2 text-right">Base rent</th>
                <th className="py-1 pr-2 text-right">In-place rent</th>
                <th className="py-1">Lease dates</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-slate-300 border-b">
                  <td className="py-1 pr-2">{row.tenant}</td>
                  <td className="py-1 pr-2">{row.floor}</td>
                  <td className="py-1 pr-2">{row.suite}</td>
                  <td className="py-1 pr-2 text-right">{formatSquareFeet(row.sf)}</td>
                  <td className="py-1 pr-2 text-right">{formatRentPsf(row.baseRentPsf)}</td>
                  <td className="py-1 pr-2 text-right">{formatRentPsf(row.inPlaceRentPsf)}</td>
                  <td className="py-1">{leaseDates(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </main>
  );
}
