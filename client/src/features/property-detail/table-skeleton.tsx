import { Skeleton } from '@/components/ui/skeleton';

/** Rows of grey bars while a tab's table loads. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={index} className="h-8 w-full" />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
