import { Skeleton } from '@/components/ui/skeleton';

/** Stands in for the shell while the signed-in user loads. */
export function FullPageSkeleton() {
  return (
    <div className="flex min-h-dvh" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <div className="hidden w-48 shrink-0 flex-col gap-3 bg-sidebar p-4 md:flex">
        <Skeleton className="h-7 w-28 bg-white/10" />
        <div className="mt-4 flex flex-col gap-3">
          {Array.from({ length: 10 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative placeholders
            <Skeleton key={i} className="h-5 bg-white/10" />
          ))}
        </div>
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex h-14 items-center gap-3 border-border border-b bg-white px-6">
          <Skeleton className="h-9 w-full max-w-md" />
          <Skeleton className="ml-auto size-8 rounded-full" />
        </div>
        <div className="flex flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
          <Skeleton className="h-8 w-64" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
          <Skeleton className="h-72" />
        </div>
      </div>
    </div>
  );
}
