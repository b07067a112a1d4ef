import { Handshake } from 'lucide-react';
import { RecordNotFound } from '@/components/ui/record-not-found';

/** The deal call failed or found nothing (mirrors 'Property Not Found'). */
export function DealNotFound() {
  return (
    <RecordNotFound
      icon={Handshake}
      title="Deal Not Found"
      noun="deal"
      backTo="/deals"
      backLabel="Back to Deals"
    />
  );
}
