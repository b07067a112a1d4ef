import type { Notification } from '@common/notifications';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format-date';

export type NotificationItemProps = { notification: Notification; onSelect: () => void };

/** One notification: title, body and age; unread ones are tinted and dotted. */
export function NotificationItem({ notification, onSelect }: NotificationItemProps) {
  const unread = notification.readAt === null;
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-label={`${unread ? 'Unread: ' : ''}${notification.title}`}
        className={cn(
          'flex w-full cursor-pointer gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
          unread && 'bg-primary-soft/50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span
            className={cn(
              'break-words text-sm',
              unread ? 'font-semibold text-foreground' : 'text-foreground',
            )}
          >
            {notification.title}
          </span>
          {notification.body ? (
            <span className="line-clamp-2 break-words text-muted-foreground text-xs">
              {notification.body}
            </span>
          ) : null}
          <time dateTime={notification.createdAt} className="text-muted-foreground text-xs">
            {formatRelativeTime(notification.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
