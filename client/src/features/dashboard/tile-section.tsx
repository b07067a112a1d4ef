import { type DashboardTilesLayout, defaultDashboardTiles } from '@common/dashboard';
import { type ReactNode, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSaveDashboardTiles } from './api/preferences';
import { CustomizeDialog } from './customize-dialog';
import { AllHiddenNote, SectionHeader } from './section-header';

type SectionKey = keyof DashboardTilesLayout;
type TileId<K extends SectionKey> = DashboardTilesLayout[K][number]['id'];

export type TileSectionProps<K extends SectionKey> = {
  section: K;
  title: string;
  description: string;
  /** The Customize dialog's title ('Customize Workflow', 'Customize Resources'). */
  customizeTitle: string;
  /** undefined while the preferences load. */
  layout: DashboardTilesLayout | undefined;
  gridClassName: string;
  skeleton: { count: number; className: string };
  titleOf: (id: TileId<K>) => string;
  renderTile: (id: TileId<K>) => ReactNode;
};

/**
 * A dashboard section of tiles in the user's saved order without the hidden ones, with its Customize
 * dialog (show/hide, reorder) saving the layout preference.
 */
export function TileSection<K extends SectionKey>({
  section,
  title,
  description,
  customizeTitle,
  layout,
  gridClassName,
  skeleton,
  titleOf,
  renderTile,
}: TileSectionProps<K>) {
  const [customizing, setCustomizing] = useState(false);
  const save = useSaveDashboardTiles();
  const headingId = `${section}-heading`;
  const entries = layout?.[section] as { id: TileId<K>; hidden: boolean }[] | undefined;
  const shown = entries?.filter((entry) => !entry.hidden) ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <SectionHeader
        id={headingId}
        title={title}
        description={description}
        onCustomize={() => setCustomizing(true)}
        layoutLoading={!layout}
      />
      {!entries ? (
        <ul aria-busy="true" className={gridClassName}>
          {Array.from({ length: skeleton.count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton className={skeleton.className} />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <AllHiddenNote title={title} />
      ) : (
        <ul className={gridClassName}>
          {shown.map((entry) => (
            <li key={entry.id}>{renderTile(entry.id)}</li>
          ))}
        </ul>
      )}
      {layout && entries ? (
        <CustomizeDialog
          open={customizing}
          onOpenChange={setCustomizing}
          title={customizeTitle}
          layout={entries}
          defaultLayout={defaultDashboardTiles[section] as { id: TileId<K>; hidden: boolean }[]}
          titleOf={titleOf}
          onSave={(next) => save.mutateAsync({ ...layout, [section]: next })}
        />
      ) : null}
    </section>
  );
}
