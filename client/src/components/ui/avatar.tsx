import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/** Bundled with the app (client/public): no external image, and it satisfies the CSP. */
export const defaultAvatarUrl = '/default-avatar.svg';

export type AvatarProps = {
  /** The user's picture; the default picture shows when it is missing or fails to load. */
  src?: string | null;
  /** Empty when the avatar sits inside a control that already names the user. */
  alt?: string;
  className?: string;
};

export function Avatar({ src, alt = '', className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex size-8 shrink-0 overflow-hidden rounded-full bg-slate-200',
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback asChild>
        <img src={defaultAvatarUrl} alt={alt} className="size-full object-cover" />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
