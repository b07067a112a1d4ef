import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';

/** The deal screen's shape while the deal loads: header, facts, stage bar, tabs and a section. */
export function DealWorkspaceSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <span className="sr-only">Loading deal…</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-7 w-72 max-w-full" />
        <Skeleton className="h-4 w-56 max-w-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((stat) => (
          <Skeleton key={stat} className="h-16 w-full rounded-xl" />
        ))}
      </div>
      <div className="grid grid-cols-3 gap-1.5 sm:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((step) => (
          <Skeleton key={step} className="h-2 w-full rounded-full" />
        ))}
      </div>
      <Skeleton className="h-10 w-[30rem] max-w-full" />
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-44" />
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-4 w-full" />
          ))}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
