import { createContext, type ReactNode, useContext, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { type ChartTable, chartFileName, chartTableToCsv, type LegendItem } from './chart-data';
import { downloadFile, serializeChartSvg, svgToPng } from './chart-export';
import { AlertIcon, BarsIcon, DownloadIcon, TableIcon } from './chart-icons';
import { ChartLegend } from './chart-legend';
import { ChartDataTable } from './chart-table';

/** What a chart inside a card is called: its accessible name and description. */
type ChartFrame = { title: string; answer: string | undefined; descriptionId: string };

const ChartFrameContext = createContext<ChartFrame | null>(null);

/** The card's title and sentence, for the chart's accessible name (charts outside a card: null). */
export function useChartFrame(): ChartFrame | null {
  return useContext(ChartFrameContext);
}

export type ChartCardStatus =
  | { kind: 'loading' }
  | { kind: 'error'; onRetry: () => void }
  | { kind: 'empty'; title: string; description?: string }
  /** `updating`: the figures shown are the previous scope's while the new ones load. */
  | { kind: 'ready'; updating?: boolean };

type QueryState = { isError: boolean; isPlaceholderData?: boolean; data: unknown; refetch: () => unknown };

/** A chart's state from its query: the last figures stay on screen while a new scope loads. */
export function chartStatusOf(query: QueryState): ChartCardStatus {
  if (query.data !== undefined) return { kind: 'ready', updating: query.isPlaceholderData === true };
  if (query.isError) return { kind: 'error', onRetry: () => void query.refetch() };
  return { kind: 'loading' };
}

export type ChartCardProps<Row> = {
  title: string;
  /** The figure the chart answers, in one sentence (computed from its data). */
  answer?: string;
  status: ChartCardStatus;
  /** The same numbers as the chart: the Table view and the CSV export. */
  table?: ChartTable<Row>;
  legend?: LegendItem[];
  /** Switches of the chart's view (Years / Quarters…), shown beside the title. */
  controls?: ReactNode;
  /** A note under the chart (what is left out, a definition). */
  footnote?: ReactNode;
  /** A link or two under the chart (to the full screen). */
  footer?: ReactNode;
  /** The heading's level in the page (default h3). */
  headingLevel?: 2 | 3;
  /** Height of the loading placeholder, to match the chart's. */
  skeletonHeight?: number;
  /** Smaller paddings and no Export menu (the Table toggle stays), for a small chart on another screen. */
  compact?: boolean;
  className?: string;
  /** The chart itself (rendered once the status is ready). */
  children: ReactNode;
};

/**
 * A chart with its title, the one-sentence answer under it, a Table toggle (the same numbers as an
 * accessible table) and an Export menu (PNG, SVG of the chart; CSV of the table's numbers).
 */
export function ChartCard<Row>({
  title,
  answer,
  status,
  table,
  legend = [],
  controls,
  footnote,
  footer,
  headingLevel = 3,
  skeletonHeight = 280,
  compact = false,
  className,
  children,
}: ChartCardProps<Row>) {
  const id = useId();
  const headingId = `${id}-title`;
  const descriptionId = `${id}-answer`;
  const [showTable, setShowTable] = useState(false);
  const chartRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ready = status.kind === 'ready';
  const fileName = chartFileName(title);

  const chartSvg = () => chartRef.current?.querySelector<SVGSVGElement>('svg.recharts-surface') ?? null;
  const frame = () => ({ title, subtitle: answer, legend });

  const exportImage = async (format: 'png' | 'svg') => {
    const svg = chartSvg();
    try {
      if (!svg) throw new Error('No chart to export');
      const serialized = serializeChartSvg(svg, frame());
      if (format === 'svg') downloadFile(serialized.svg, `${fileName}.svg`, 'image/svg+xml');
      else downloadFile(await svgToPng(serialized), `${fileName}.png`);
    } catch {
      toast({ title: 'Export failed', description: 'Please try again later', variant: 'destructive' });
    }
  };
  const exportCsv = () => {
    // A BOM, so spreadsheet programs read UTF-8 names (é, ñ) correctly, as the app's other exports.
    if (table) downloadFile(`\uFEFF${chartTableToCsv(table)}`, `${fileName}.csv`, 'text/csv;charset=utf-8');
  };

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      aria-busy={status.kind === 'loading' || (status.kind === 'ready' && status.updating) ? true : undefined}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <div
        className={cn(
          'flex flex-wrap items-start justify-between gap-x-4 gap-y-2',
          compact ? 'px-4 pt-4' : 'px-5 pt-5',
        )}
      >
        <div className="min-w-0 flex-1 basis-64">
          <Heading id={headingId} className="font-semibold text-base text-foreground leading-6">
            {title}
          </Heading>
          {status.kind === 'loading' ? (
            <Skeleton className="mt-1.5 h-4 w-3/4" />
          ) : answer && status.kind === 'ready' ? (
            <p id={descriptionId} className="mt-0.5 text-muted-foreground text-sm">
              {answer}
            </p>
          ) : null}
        </div>
        {ready ? (
          <div className="flex flex-wrap items-center gap-2">
            {controls}
            <Button
              variant="outline"
              size="sm"
              aria-pressed={showTable}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? <BarsIcon className="size-3.5" /> : <TableIcon className="size-3.5" />}
              Table
            </Button>
            {compact ? null : (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="sm" aria-label={`Export ${title}`}>
                    <DownloadIcon className="size-3.5" />
                    Export
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end" className="min-w-44">
                  <DropdownMenuItem onSelect={() => void exportImage('png')}>PNG image</DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => void exportImage('svg')}>SVG image</DropdownMenuItem>
                  <DropdownMenuItem disabled={!table} onSelect={exportCsv}>
                    CSV data
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </div>
        ) : null}
      </div>
      <div
        className={cn('flex min-w-0 flex-1 flex-col gap-3', compact ? 'px-4 pt-3 pb-4' : 'px-5 pt-4 pb-5')}
      >
        {status.kind === 'loading' ? (
          <Skeleton className="w-full" style={{ height: skeletonHeight }} />
        ) : status.kind === 'error' ? (
          <EmptyState
            icon={AlertIcon}
            title={`Could not load the ${title.toLowerCase()}.`}
            description="Please try again later."
            action={
              <Button variant="outline" size="sm" onClick={status.onRetry}>
                Try again
              </Button>
            }
          />
        ) : status.kind === 'empty' ? (
          <EmptyState icon={BarsIcon} title={status.title} description={status.description} />
        ) : (
          <ChartFrameContext.Provider value={{ title, answer, descriptionId }}>
            {/*
              The table view hides the chart without unmounting it, so the chart keeps its size and
              the image exports still find it.
            */}
            <div
              ref={chartRef}
              aria-hidden={showTable ? true : undefined}
              className={cn(
                'min-w-0 transition-opacity',
                showTable && 'invisible h-0 overflow-hidden',
                status.updating && 'opacity-50',
              )}
            >
              {children}
              <ChartLegend items={legend} className="mt-3" />
            </div>
            {showTable && table ? (
              <ChartDataTable table={table} className={status.updating ? 'opacity-50' : undefined} />
            ) : null}
          </ChartFrameContext.Provider>
        )}
        {ready && footnote ? <div className="text-muted-foreground text-xs">{footnote}</div> : null}
        {footer ? <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm">{footer}</div> : null}
      </div>
    </Card>
  );
}
