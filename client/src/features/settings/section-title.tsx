import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type SectionTitleProps = ComponentProps<'h2'>;

/** A card's title as the page's second heading level (CardTitle is an h3; here each card is a section under the h1). */
export function SectionTitle({ className, ...props }: SectionTitleProps) {
  return <h2 className={cn('font-semibold text-base text-foreground leading-6', className)} {...props} />;
}
