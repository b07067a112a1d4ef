import { toCsv } from '@common/csv';
import { suiteStatusLabels } from '@common/lease-lifecycle';
import { vacantStripeColour } from '@common/palettes';
import { showsSegmentLabel } from '@common/stacking-layout';
import type { StackingPlan } from '@common/stacking-plan';
import { formatNumber, formatPercent } from '@/lib/format-number';
import { type ColourMode, legendEntries, segmentFill, unassignedColour } from './segment-colours';
import { segmentText } from './segment-label';
import { allSpaces, floorLayouts } from './use-stacking-layout';

/** 'Downtown Tower' → 'downtown-tower', for the file names. */
export function buildingSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'building'
  );
}

export const exportFileName = (plan: StackingPlan, extension: 'png' | 'csv') =>
  `stacking-plan-${buildingSlug(plan.building.name)}.${extension}`;

export const csvHeader = [
  'Building',
  'Floor',
  'Suite',
  'RSF',
  'Tenant',
  'Industry',
  'Sublease',
  'Sublessor',
  'Lease Start',
  'Lease End',
  'Starting Rent $/RSF/yr',
  'In-place Rent $/RSF/yr',
  'Status',
  'Signed Lease',
  'Signed Lease Start',
];

/**
 * One row per suite, highest floor first: the whole plan, whatever the filters. Dates as
 * yyyy-mm-dd; a BOM so spreadsheet programs read UTF-8 names correctly (as the other exports).
 */
export function stackingCsv(plan: StackingPlan): string {
  const rows = floorLayouts(plan).flatMap(({ floor }) =>
    floor.spaces.map((space) => {
      const lease = space.lease;
      return [
        plan.building.name,
        floor.number,
        space.suite,
        space.rentableSf,
        lease?.tenant.name ?? '',
        lease?.industry ?? '',
        lease ? (lease.isSublease ? 'Yes' : 'No') : '',
        lease?.sublessor?.name ?? '',
        lease?.startDate ?? '',
        lease?.endDate ?? '',
        lease ? lease.baseRentPsf.toFixed(2) : '',
        lease ? lease.inPlaceRentPsf.toFixed(2) : '',
        suiteStatusLabels[space.status],
        space.signedLease?.tenant.name ?? '',
        space.signedLease?.startDate ?? '',
      ];
    }),
  );
  return `\uFEFF${toCsv([csvHeader, ...rows])}`;
}

/** Saves `blob` as `fileName` through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export function downloadStackingCsv(plan: StackingPlan): void {
  downloadBlob(
    new Blob([stackingCsv(plan)], { type: 'text/csv;charset=utf-8' }),
    exportFileName(plan, 'csv'),
  );
}

const width = 1400;
const margin = 32;
const labelWidth = 90;
const summaryWidth = 190;
const rowHeight = 30;
const rowGap = 8;
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** A rectangle in `colour`, hatched (as a vacant suite on screen) with the darker vacant stripe. */
function fillRect(
  context: CanvasRenderingContext2D,
  [x, y, w, h]: [number, number, number, number],
  colour: string,
  hatched: boolean,
): void {
  context.fillStyle = colour;
  context.fillRect(x, y, w, h);
  if (!hatched) return;
  context.save();
  context.beginPath();
  context.rect(x, y, w, h);
  context.clip();
  context.strokeStyle = vacantStripeColour;
  context.lineWidth = 4;
  for (let offset = -h; offset < w + h; offset += 11) {
    context.beginPath();
    context.moveTo(x + offset, y + h);
    context.lineTo(x + offset + h, y);
    context.stroke();
  }
  context.restore();
}

/** The plan drawn on a canvas from its data (header, floors, colour legend), as a PNG. */
export async function stackingPng(plan: StackingPlan, mode: ColourMode): Promise<Blob> {
  const layouts = floorLayouts(plan);
  const spaces = allSpaces(plan);
  const hasUnassigned = layouts.some((layout) => layout.segments.some((s) => s.kind === 'unassigned'));
  const legend = legendEntries(spaces, mode, plan.today, hasUnassigned);
  const headerHeight = 96;
  const legendHeight = 24 + Math.ceil(legend.length / 6) * 24;
  const height = headerHeight + layouts.length * (rowHeight + rowGap) + legendHeight + margin;

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);

  const { building } = plan;
  const pct = (sf: number) => formatPercent(building.totalSf > 0 ? (sf / building.totalSf) * 100 : 0);
  context.fillStyle = '#0f172a';
  context.font = `600 24px ${font}`;
  context.textBaseline = 'alphabetic';
  context.fillText(`Stacking plan — ${building.name}`, margin, margin + 20);
  context.font = `14px ${font}`;
  context.fillStyle = '#475569';
  context.fillText(
    `${building.address}, ${building.city}, ${building.state} ${building.zipCode} · ${formatNumber(building.totalSf)} sf total · ` +
      `${formatNumber(building.leasedSf)} sf leased (${pct(building.leasedSf)}) · ${formatNumber(building.vacantSf)} sf vacant (${pct(building.vacantSf)})`,
    margin,
    margin + 46,
  );

  const barX = margin + labelWidth;
  const barWidth = width - barX - summaryWidth - margin;
  context.textBaseline = 'middle';
  layouts.forEach(({ floor, segments }, row) => {
    const y = headerHeight + row * (rowHeight + rowGap);
    context.fillStyle = '#334155';
    context.font = `600 13px ${font}`;
    context.fillText(`Floor ${floor.number}`, margin, y + rowHeight / 2);
    let x = barX;
    for (const segment of segments) {
      const w = (segment.widthPct / 100) * barWidth;
      const fill =
        segment.kind === 'space'
          ? segmentFill(segment.space, mode, plan.today)
          : { colour: unassignedColour, hatched: false, text: '#475569' };
      fillRect(context, [x, y, w, rowHeight], fill.colour, fill.hatched);
      context.fillStyle = '#ffffff';
      context.fillRect(x + w - 1, y, 1, rowHeight);
      if (showsSegmentLabel(segment.widthPct)) {
        context.save();
        context.beginPath();
        context.rect(x, y, w - 2, rowHeight);
        context.clip();
        context.fillStyle = fill.text;
        context.font = `500 11px ${font}`;
        context.fillText(
          segment.kind === 'space' ? segmentText(segment.space) : 'Unassigned',
          x + 5,
          y + rowHeight / 2,
        );
        context.restore();
      }
      x += w;
    }
    context.fillStyle = '#475569';
    context.font = `12px ${font}`;
    context.fillText(
      `${formatNumber(floor.totalSf)} sf · ${formatNumber(floor.vacantSf)} vacant`,
      barX + barWidth + 12,
      y + rowHeight / 2,
    );
  });

  const legendY = headerHeight + layouts.length * (rowHeight + rowGap) + 12;
  legend.forEach((entry, index) => {
    const x = margin + (index % 6) * 210;
    const y = legendY + Math.floor(index / 6) * 24;
    fillRect(context, [x, y, 14, 14], entry.colour, entry.hatched === true);
    context.strokeStyle = '#cbd5e1';
    context.strokeRect(x, y, 14, 14);
    context.fillStyle = '#334155';
    context.font = `13px ${font}`;
    context.fillText(entry.label, x + 20, y + 7);
  });

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png'),
  );
}

export async function downloadStackingPng(plan: StackingPlan, mode: ColourMode): Promise<void> {
  downloadBlob(await stackingPng(plan, mode), exportFileName(plan, 'png'));
}
