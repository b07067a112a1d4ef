import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export type TabErrorProps = { what: string; onRetry: () => void };

/** Our own API failed to answer a tab's list (the server's message is never shown to the user). */
export function TabError({ what, onRetry }: TabErrorProps) {
  return (
    <EmptyState
      icon={AlertCircle}
      title={`Could not load the ${what}.`}
      description="Please try again later."
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
