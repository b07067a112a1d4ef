import type { UpcomingTask } from '@common/dashboard';
import { Bell, CalendarDays, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatRelativeTime, formatShortDate } from '@/lib/format-date';
import { useNotifications } from './api/notifications';

const maxNotifications = 5;
/**
 * The server sends up to five open tasks, and often none (one line then says so): one placeholder row
 * keeps what is below the panel from moving far either way.
 */
const taskPlaceholderRows = 1;

/**
 * Placeholder rows shaped like the list's items (a line of text-sm over one of text-xs), as many as
 * the list usually has: when it arrives, the panel keeps its height and what is below it stays put.
 */
function PanelSkeleton({ rows }: { rows: number }) {
  return (
    <div aria-busy="true" className="flex flex-col pb-2">
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <div key={row} className="flex flex-col px-4 py-2">
          <Skeleton className="h-4 w-3/4 my-0.5" />
          <Skeleton className="h-3 w-1/3 my-0.5" />
        </div>
      ))}
    </div>
  );
}

function NotificationsPanel() {
  const notifications = useNotifications();
  const items = notifications.data?.items.slice(0, maxNotifications) ?? [];
  const unread = notifications.data?.unread ?? 0;
  return (
    <Card
      id="home-notifications"
      tabIndex={-1}
      role="region"
      aria-labelledby="panel-notifications"
      className="scroll-mt-6 outline-none focus-visible:ring-3 focus-visible:ring-primary/30"
    >
      <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-2">
        <h2 id="panel-notifications" className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
          <Bell aria-hidden="true" className="size-4 text-primary" />
          Notifications
        </h2>
        {unread > 0 ? <span className="text-muted-foreground text-xs">{`${unread} unread`}</span> : null}
      </div>
      {notifications.isPending ? (
        <PanelSkeleton rows={maxNotifications} />
      ) : notifications.isError ? (
        <p className="px-4 pb-4 text-muted-foreground text-sm">Notifications could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="px-4 pb-4 text-muted-foreground text-sm">You have no notifications.</p>
      ) : (
        <ul className="flex flex-col pb-2">
          {items.map((notification) => {
            const content = (
              <>
                <span className="flex items-center gap-2">
                  {notification.readAt === null ? (
                    <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-primary" />
                  ) : null}
                  <span
                    className={cn(
                      'truncate text-sm',
                      notification.readAt === null ? 'font-medium text-slate-900' : 'text-slate-700',
                    )}
                  >
                    {notification.title}
                  </span>
                </span>
                <span className="block text-muted-foreground text-xs">
                  {formatRelativeTime(notification.createdAt)}
                </span>
              </>
            );
            return (
              <li key={notification.id}>
                {notification.link ? (
                  <Link to={notification.link} className="block px-4 py-2 transition-colors hover:bg-muted">
                    {content}
                  </Link>
                ) : (
                  <div className="px-4 py-2">{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function TasksPanel({ tasks }: { tasks: UpcomingTask[] | null | undefined }) {
  return (
    <Card role="region" aria-labelledby="panel-tasks">
      <h2
        id="panel-tasks"
        className="flex items-center gap-2 px-4 pt-4 pb-2 font-semibold text-slate-900 text-sm"
      >
        <CalendarDays aria-hidden="true" className="size-4 text-primary" />
        Upcoming Tasks
      </h2>
      {tasks === undefined ? (
        <PanelSkeleton rows={taskPlaceholderRows} />
      ) : tasks === null ? (
        <p className="px-4 pb-4 text-muted-foreground text-sm">Tasks could not be loaded.</p>
      ) : tasks.length === 0 ? (
        <p className="flex items-center gap-2 px-4 pb-4 text-muted-foreground text-sm">
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
          No open tasks. You're all caught up.
        </p>
      ) : (
        <ul className="flex flex-col pb-2">
          {tasks.map((task) => (
            <li key={task.id}>
              <Link to={task.path} className="block px-4 py-2 transition-colors hover:bg-muted">
                <span className="block truncate font-medium text-slate-900 text-sm">{task.title}</span>
                <span className="block truncate text-muted-foreground text-xs">
                  {task.opportunity.prospectName}
                  {' · '}
                  {task.dueDate ? `Due ${formatShortDate(task.dueDate)}` : 'No due date'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export type SidePanelProps = {
  tasks: UpcomingTask[] | null | undefined;
  /** Its place in the page's grid. */
  className?: string;
};

/** The home screen's right-hand panel: the user's latest notifications and next open tasks. */
export function SidePanel({ tasks, className }: SidePanelProps) {
  return (
    <aside aria-label="Notifications and tasks" className={cn('flex min-w-0 flex-col gap-4', className)}>
      <NotificationsPanel />
      <TasksPanel tasks={tasks} />
    </aside>
  );
}
