import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-layout';
import { useRouteTitle } from './route-handle';

export type PlaceholderProps = { title: string };

/** A screen that is not built yet. */
export function Placeholder({ title }: PlaceholderProps) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center px-6 py-16 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Construction aria-hidden="true" className="size-6" />
        </div>
        <p className="font-semibold text-base text-slate-900">This feature is coming soon.</p>
        <p className="mt-1 max-w-md text-muted-foreground">
          We're working on bringing this feature to life. Check back soon!
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">Back to dashboard</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}

/** The placeholder titled after the route's `handle.title`. */
export function PlaceholderPage() {
  return <Placeholder title={useRouteTitle() ?? 'Coming soon'} />;
}
