import { dealIdInPath } from '@common/deal-paths';
import type { Notification } from '@common/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notificationsLabel, UnreadBadge } from '@/components/notifications/unread-badge';
import { Button } from '@/components/ui/button';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { dealQueryKey } from '@/lib/deals/query-keys';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api/notifications';
import { NotificationItem } from './notification-item';

/** Why 'Mark all as read' is disabled. */
export const allReadReason = 'Every notification is already read';

/** The top bar's bell: unread count, the list, mark one (by opening it) or all as read. */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void notifications.refetch();
  };

  const handleSelect = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    setOpen(false);
    if (!notification.link) return;
    // The comment, task or change it points at is newer than what the deal screen may have cached.
    const dealId = dealIdInPath(notification.link);
    if (dealId !== null) void queryClient.invalidateQueries({ queryKey: dealQueryKey(dealId) });
    navigate(notification.link);
  };

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative text-slate-600"
          aria-label={notificationsLabel(unread)}
        >
          <Bell aria-hidden="true" className="size-5" />
          <UnreadBadge unread={unread} />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={10}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1.25rem))] flex-col overflow-hidden rounded-xl border border-border bg-card text-foreground shadow-lg data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2 border-border border-b px-4 py-3">
            <h2 className="font-semibold text-sm">Notifications</h2>
            <DisabledReason reason={unread === 0 ? allReadReason : null}>
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                disabled={unread === 0 || markAllRead.isPending}
                onClick={() => markAllRead.mutate()}
              >
                Mark all as read
              </Button>
            </DisabledReason>
          </div>
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-muted-foreground text-sm">
              <BellOff aria-hidden="true" className="size-5" />
              {notifications.isPending ? 'Loading…' : 'No notifications'}
            </div>
          ) : (
            <ul aria-label="Notification list" className="divide-y divide-border overflow-y-auto">
              {items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onSelect={() => handleSelect(notification)}
                />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
