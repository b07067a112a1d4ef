import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export type LoadErrorProps = { title: string; onRetry: () => void };

/** A training call failed: say so and offer another try. */
export function LoadError({ title, onRetry }: LoadErrorProps) {
  return (
    <Card role="alert" className="flex items-start gap-3 p-5">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="flex flex-col gap-3">
        <div>
          <p className="font-semibold text-sm">{title}</p>
          <p className="mt-1 text-muted-foreground text-sm">Please try again in a moment.</p>
        </div>
        <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Card>
  );
}
