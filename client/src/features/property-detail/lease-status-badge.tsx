import { Badge } from '@/components/ui/badge';
import { leaseStatusBadge } from '@/lib/lease-labels';

export function LeaseStatusBadge({ status }: { status: string }) {
  const { label, variant } = leaseStatusBadge(status);
  return <Badge variant={variant}>{label}</Badge>;
}
