import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';

/** A screen that threw or whose code failed to load (e.g. after a new release): offer a reload. */
export function RouteError() {
  return (
    <PageContainer className="min-h-[70dvh] items-center justify-center">
      <Card role="alert" className="flex w-full max-w-md flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </div>
        <h1 className="font-semibold text-slate-900 text-xl tracking-tight">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">This screen could not be shown. Reloading usually helps.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Card>
    </PageContainer>
  );
}
