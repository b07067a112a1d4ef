import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';

/** The deal call failed or found nothing (mirrors 'Property Not Found'). */
export function DealNotFound() {
  return (
    <PageContainer className="min-h-[60dvh] items-center justify-center">
      <Card className="flex w-full max-w-md flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Handshake aria-hidden="true" className="size-6" />
        </div>
        <h1 className="font-semibold text-slate-900 text-xl tracking-tight">Deal Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          The deal you're looking for does not exist or could not be loaded.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/deals">Back to Deals</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}
