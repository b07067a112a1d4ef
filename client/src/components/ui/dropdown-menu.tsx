import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/*
 * Each part is a component of its own rather than `export const X = MenuPrimitive.X`: this module
 * sits in the lazily loaded shared chunk, which may be evaluated before the chunk holding Radix's
 * menu (the two import each other), and a primitive read at load time would then be undefined.
 */

/** A Radix dropdown menu: a button that opens a list of actions (arrow keys move, Enter picks). */
export function DropdownMenu(props: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root {...props} />;
}

export function DropdownMenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger {...props} />;
}

export function DropdownMenuGroup(props: ComponentProps<typeof MenuPrimitive.Group>) {
  return <MenuPrimitive.Group {...props} />;
}

export type DropdownMenuContentProps = ComponentProps<typeof MenuPrimitive.Content>;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  collisionPadding = 10,
  ...props
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-56 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-md border border-border bg-card p-1 text-foreground shadow-lg',
          'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item>;

export function DropdownMenuItem({ className, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex w-full cursor-pointer select-none items-center gap-2 rounded-sm px-2.5 py-2 text-sm outline-none',
        'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export type DropdownMenuLabelProps = ComponentProps<typeof MenuPrimitive.Label>;

export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      className={cn('px-2.5 pt-2 pb-1 font-medium text-muted-foreground text-xs', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
