import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';

export type RecordNotFoundProps = {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The heading, e.g. 'Property Not Found'. */
  title: string;
  /** What could not be found, e.g. 'property'. */
  noun: string;
  backTo: string;
  backLabel: string;
};

/** A detail screen whose record does not exist or could not be loaded, with the way back to its list. */
export function RecordNotFound({ icon: Icon, title, noun, backTo, backLabel }: RecordNotFoundProps) {
  return (
    <PageContainer className="min-h-[60dvh] items-center justify-center">
      <Card className="flex w-full max-w-md flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="font-semibold text-slate-900 text-xl tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">
          The {noun} you're looking for does not exist or could not be loaded.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}
