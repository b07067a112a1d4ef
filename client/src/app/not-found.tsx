import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';

/** '404 Page Not Found': any path the router does not know. */
export function NotFound() {
  return (
    <PageContainer className="min-h-[70dvh] items-center justify-center">
      <Card className="flex w-full max-w-md flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <SearchX aria-hidden="true" className="size-6" />
        </div>
        <h1 className="font-semibold text-slate-900 text-xl tracking-tight">404 Page Not Found</h1>
        <p className="mt-2 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">Go to dashboard</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}
