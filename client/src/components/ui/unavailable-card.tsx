import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export const UNAVAILABLE_TEXT =
  "We're unable to retrieve this information at the moment. Please try again later.";

export type UnavailableCardProps = {
  /** The variants' titles: 'Building information unavailable', 'Available spaces information unavailable', 'Lease comparables unavailable'. */
  title?: string;
  className?: string;
};

/** 'Data Currently Unavailable': shown when an external data source fails or answers `success: false`. */
export function UnavailableCard({ title = 'Data Currently Unavailable', className }: UnavailableCardProps) {
  return (
    <Card className={cn('border-amber-200 bg-amber-50/40', className)} role="status">
      <CardContent className="flex items-start gap-3">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <div className="min-w-0">
          <h3 className="font-semibold text-foreground text-sm">{title}</h3>
          <p className="mt-1 text-muted-foreground text-sm">{UNAVAILABLE_TEXT}</p>
        </div>
      </CardContent>
    </Card>
  );
}
