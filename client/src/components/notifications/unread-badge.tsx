/** The unread count as the badge shows it: up to 99, then '99+'. */
const unreadText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The accessible name of a notifications control: 'Notifications', or 'Notifications, 3 unread' — it
 * holds the badge's visible count, so what a speech user reads off the screen names the control.
 */
export const notificationsLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unreadText(unread)} unread` : 'Notifications';

/** The red count on a notifications bell; nothing when all are read. */
export function UnreadBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-white leading-none"
    >
      {unreadText(unread)}
    </span>
  );
}
