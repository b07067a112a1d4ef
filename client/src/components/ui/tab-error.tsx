import { CircleAlert } from 'lucide-react';

export type TabErrorProps = { what: string };

/** A tab's list could not be loaded. */
export function TabError({ what }: TabErrorProps) {
  return (
    <div
      role="alert"
      className="flex items-center gap-2 rounded-lg bg-red-50 px-3.5 py-3 text-red-800 text-sm"
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-600" />
      The {what} could not be loaded. Please try again later.
    </div>
  );
}
