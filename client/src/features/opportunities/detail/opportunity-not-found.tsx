import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';

/** Spec §2.6 / §8: the opportunity was not returned. */
export function OpportunityNotFound() {
  return (
    <PageContainer className="min-h-[60dvh] items-center justify-center">
      <Card className="flex w-full max-w-md flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchX aria-hidden="true" className="size-6" />
        </div>
        <h1 className="font-semibold text-slate-900 text-xl tracking-tight">Opportunity Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          The opportunity you're looking for does not exist or could not be loaded.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/opportunities">Back to Opportunities</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}
