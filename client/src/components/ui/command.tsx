import { Command, useCommandState } from 'cmdk';
import { type ComponentProps, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export type ServerCommandProps = Omit<
  ComponentProps<typeof Command>,
  'shouldFilter' | 'loop' | 'vimBindings'
>;

/**
 * A cmdk list over options the server filtered and ordered: it neither filters nor sorts them again,
 * the arrows wrap from the last option to the first, Enter picks, and Ctrl-key shortcuts keep their
 * browser meaning.
 */
export function ServerCommand({ className, ...props }: ServerCommandProps) {
  return (
    <Command
      shouldFilter={false}
      loop
      vimBindings={false}
      className={cn('flex min-h-0 flex-col outline-none', className)}
      {...props}
    />
  );
}

/**
 * The search box of a cmdk list, a combobox that keeps focus while the arrows move the highlight.
 * It is expanded only while options are listed, and its active descendant is the highlighted option
 * (read from the list: cmdk 1.1 leaves that attribute unset until the first arrow key and stale
 * after the list changes). The highlighted option is scrolled into view, however it came to be.
 */
export function CommandInput({ className, ...props }: ComponentProps<typeof Command.Input>) {
  const ref = useRef<HTMLInputElement>(null);
  const listed = useCommandState((state) => state.filtered.count > 0);
  // Renders again when the highlight moves, for the effect below to follow it.
  useCommandState((state) => state.value);
  const [activeId, setActiveId] = useState<string>();

  // Runs after every render: the highlighted option changes with the value and with the list itself.
  useLayoutEffect(() => {
    const list = document.getElementById(ref.current?.getAttribute('aria-controls') ?? '');
    const active = list?.querySelector<HTMLElement>('[cmdk-item][aria-selected="true"]');
    if (active?.id !== activeId) active?.scrollIntoView({ block: 'nearest' });
    setActiveId(active?.id);
  });

  return (
    <Command.Input asChild {...props}>
      <input
        ref={ref}
        role="combobox"
        aria-expanded={listed}
        aria-activedescendant={listed ? activeId : undefined}
        className={cn('min-w-0 flex-1 bg-transparent outline-none', className)}
      />
    </Command.Input>
  );
}

export type CommandOptionProps = Omit<ComponentProps<typeof Command.Item>, 'children'> & {
  /** The option's name, shown first. */
  name: string;
  /** Shown under the name and read as the option's description (an address, an industry). */
  detail?: string | null;
  /** Places the detail: the same side and bottom padding as the option's. */
  detailClassName?: string;
  /** Shown beside the name, e.g. the chosen option's check mark. */
  children?: ReactNode;
};

/**
 * An option of a cmdk list, named by its name; the detail is its description. The detail is drawn over
 * the option's lower half but sits outside it, so the option's visible text is its name alone (WCAG
 * 2.5.3), and lets the pointer through to it. A click picks without taking focus from the search box.
 */
export function CommandOption({
  name,
  detail,
  detailClassName,
  children,
  className,
  ...props
}: CommandOptionProps) {
  const id = useId();
  return (
    <div className="grid">
      <Command.Item
        aria-describedby={detail ? `${id}-detail` : undefined}
        onMouseDown={(event) => event.preventDefault()}
        className={cn(
          'col-start-1 row-start-1 flex min-w-0 cursor-pointer select-none',
          className,
          detail && 'pb-6',
        )}
        {...props}
      >
        <span className="truncate">{name}</span>
        {children}
      </Command.Item>
      {detail ? (
        <span
          id={`${id}-detail`}
          aria-hidden="true"
          className={cn(
            'pointer-events-none relative col-start-1 row-start-1 self-end truncate font-normal text-muted-foreground text-xs',
            detailClassName,
          )}
        >
          {detail}
        </span>
      ) : null}
    </div>
  );
}
