import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';
import { trainingPath } from './training-paths';

/** 'Training Content Not Found': the lesson does not exist (or the id is not one). */
export function TrainingNotFound() {
  return (
    <PageContainer className="min-h-[60dvh] items-center justify-center">
      <Card className="flex w-full max-w-md flex-col items-center px-6 py-12 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <FileQuestion aria-hidden="true" className="size-6" />
        </div>
        <h1 className="font-semibold text-slate-900 text-xl tracking-tight">Training Content Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          The training content you requested could not be found or has been removed.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={trainingPath}>Return to Training Center</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}
