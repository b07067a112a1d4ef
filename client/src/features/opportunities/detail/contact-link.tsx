import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';

export type ContactLinkProps = {
  email: string | null;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
};

/** A button that opens the mail app at the tenant's contact address; disabled without one. */
export function ContactLink({ email, variant = 'outline', className, children }: ContactLinkProps) {
  if (!email) {
    return (
      <Button variant={variant} className={className} disabled title="No contact email on file">
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} className={className}>
      <a href={`mailto:${email}`}>{children}</a>
    </Button>
  );
}
