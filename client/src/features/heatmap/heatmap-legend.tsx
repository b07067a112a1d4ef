import { shareBins, shareRamp } from '@common/palettes';

/** The key of the cell colours: one swatch per share bin. */
export function HeatmapLegend() {
  return (
    <section
      aria-label="Share of the building's RSF expiring"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
    >
      <h3 className="font-medium text-slate-700">Share of the building's RSF expiring</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {shareBins.map((bin, index) => (
          <li key={bin.label} className="flex items-center gap-1.5 text-slate-700">
            <span
              aria-hidden="true"
              data-swatch={bin.label}
              className="print-exact size-3.5 rounded-sm border border-slate-300"
              style={{ backgroundColor: shareRamp[index] }}
            />
            {bin.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
