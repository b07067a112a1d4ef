import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { DisabledReason } from '@/components/ui/disabled-reason';
import { cn } from '@/lib/cn';

export type ContactLinkProps = {
  email: string | null;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
};

/** Why the mail buttons are disabled. */
export const noContactEmailReason = 'No contact email on file for this tenant';

/** A button that opens the mail app at the tenant's contact address; disabled, saying why, without one. */
export function ContactLink({ email, variant = 'outline', className, children }: ContactLinkProps) {
  if (!email) {
    return (
      <DisabledReason reason={noContactEmailReason}>
        <Button variant={variant} className={cn('w-full', className)} disabled>
          {children}
        </Button>
      </DisabledReason>
    );
  }
  return (
    <Button asChild variant={variant} className={className}>
      <a href={`mailto:${email}`}>{children}</a>
    </Button>
  );
}
