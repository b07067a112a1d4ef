import type { SavedView } from '@common/saved-views';
import { Bookmark, Check, ChevronDown, Settings2, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSavedViews } from './api/get-saved-views';
import { ManageViewsDialog } from './manage-views-dialog';
import { sameQuery } from './pipeline-query';
import { SaveViewDialog } from './save-view-dialog';

export type ViewsMenuProps = {
  /** The pipeline's filters and sort now, as a query string. */
  currentQuery: string;
  onApply: (query: string) => void;
};

type ViewItemProps = { view: SavedView; current: boolean; onApply: (query: string) => void };

function ViewItem({ view, current, onApply }: ViewItemProps) {
  return (
    <DropdownMenuItem onSelect={() => onApply(view.query)}>
      <Check aria-hidden="true" className={current ? 'size-4 text-primary' : 'size-4 invisible'} />
      <span className="min-w-0 flex-1 truncate">{view.name}</span>
      {view.mine ? null : (
        <span className="truncate text-muted-foreground text-xs">{view.owner.fullName}</span>
      )}
      {view.isDefault ? (
        <span className="inline-flex items-center gap-0.5 text-muted-foreground text-xs">
          <Star aria-hidden="true" className="size-3" />
          Default
        </span>
      ) : null}
    </DropdownMenuItem>
  );
}

/** "Views": open a saved view (mine or the team's), save the pipeline as one, or manage them. */
export function ViewsMenu({ currentQuery, onApply }: ViewsMenuProps) {
  const views = useSavedViews();
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const list = views.data ?? [];
  const mine = list.filter((view) => view.mine);
  const shared = list.filter((view) => !view.mine);
  const current = list.find((view) => sameQuery(view.query, currentQuery));

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="max-w-60">
            <Bookmark aria-hidden="true" className="size-4" />
            <span className="truncate">{current ? `View: ${current.name}` : 'Views'}</span>
            <ChevronDown aria-hidden="true" className="size-3.5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          {views.isPending ? <DropdownMenuItem disabled>Loading views…</DropdownMenuItem> : null}
          {views.isError ? <DropdownMenuItem disabled>The views could not be loaded</DropdownMenuItem> : null}
          {views.isSuccess ? (
            <DropdownMenuGroup>
              <DropdownMenuLabel>My views</DropdownMenuLabel>
              {mine.length === 0 ? <DropdownMenuItem disabled>No saved views yet</DropdownMenuItem> : null}
              {mine.map((view) => (
                <ViewItem key={view.id} view={view} current={view === current} onApply={onApply} />
              ))}
            </DropdownMenuGroup>
          ) : null}
          {shared.length > 0 ? (
            <DropdownMenuGroup>
              <DropdownMenuLabel>Shared by the team</DropdownMenuLabel>
              {shared.map((view) => (
                <ViewItem key={view.id} view={view} current={view === current} onApply={onApply} />
              ))}
            </DropdownMenuGroup>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('save')}>
            <Bookmark aria-hidden="true" className="size-4" />
            Save view…
          </DropdownMenuItem>
          <DropdownMenuItem disabled={list.length === 0} onSelect={() => setDialog('manage')}>
            <Settings2 aria-hidden="true" className="size-4" />
            Manage views…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SaveViewDialog open={dialog === 'save'} query={currentQuery} onClose={() => setDialog(null)} />
      <ManageViewsDialog open={dialog === 'manage'} views={list} onClose={() => setDialog(null)} />
    </>
  );
}
