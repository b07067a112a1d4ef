import { DoorClosed } from 'lucide-react';
import { RecordNotFound } from '@/components/ui/record-not-found';

/** The space id is unknown, not a valid id, or the call failed. */
export function SpaceNotFound() {
  return (
    <RecordNotFound
      icon={DoorClosed}
      title="Space Not Found"
      noun="space"
      backTo="/spaces"
      backLabel="Back to Available Spaces"
    />
  );
}
