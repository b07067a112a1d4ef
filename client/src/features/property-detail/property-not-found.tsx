import { Building2 } from 'lucide-react';
import { RecordNotFound } from '@/components/ui/record-not-found';

/** 'Property Not Found': the property call failed or found nothing. */
export function PropertyNotFound() {
  return (
    <RecordNotFound
      icon={Building2}
      title="Property Not Found"
      noun="property"
      backTo="/properties"
      backLabel="Return to Properties"
    />
  );
}
