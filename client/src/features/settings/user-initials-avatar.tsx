import { initialsOf } from '@common/settings';
import { cn } from '@/lib/cn';

export type UserInitialsAvatarProps = {
  name: string | null | undefined;
  src: string | null | undefined;
  className?: string;
};

/** The user's picture, or their initials on a tinted disc when they have none. */
export function UserInitialsAvatar({ name, src, className }: UserInitialsAvatarProps) {
  return (
    <span
      className={cn(
        'inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-lg text-primary-soft-foreground ring-1 ring-border',
        className,
      )}
    >
      {src ? (
        <img src={src} alt="Your avatar" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
