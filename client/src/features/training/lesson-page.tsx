import type { TrainingLesson } from '@common/training';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format-date';
import { parseRecordId } from '@/lib/record-id';
import { useLesson } from './api/get-lesson';
import { LessonActions } from './lesson-actions';
import { LessonMarkdown } from './lesson-markdown';
import { LoadError } from './load-error';
import { RelatedContent } from './related-content';
import { TrainingNotFound } from './training-not-found';
import { categoryPath, trainingPath } from './training-paths';

/** The lesson screen, /training/content/:id. */
export function LessonPage() {
  const lessonId = parseRecordId(useParams().id);
  const lesson = useLesson(lessonId);

  if (lessonId === null || isApiError(lesson.error, 404) || isApiError(lesson.error, 400)) {
    return <TrainingNotFound />;
  }
  if (lesson.isError) {
    return (
      <PageContainer>
        <LoadError title="Unable to load this lesson" onRetry={() => lesson.refetch()} />
      </PageContainer>
    );
  }
  if (lesson.isPending) return <LessonSkeleton />;
  return <LessonView lesson={lesson.data} />;
}

/*
 * Print (Tailwind `print:`): the shell, the buttons and the related links are hidden, the lesson
 * fills the page in black on white.
 */
function LessonView({ lesson }: { lesson: TrainingLesson }) {
  return (
    <PageContainer className="print:max-w-none print:gap-4 print:p-0">
      <Link
        to={trainingPath}
        className="inline-flex items-center gap-1.5 self-start font-medium text-primary text-sm underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Training Center
      </Link>
      <header className="flex flex-col gap-4">
        <div className="flex min-w-0 flex-col gap-3">
          <Link to={categoryPath(lesson.category)} className="self-start print:pointer-events-none">
            <Badge
              variant="primary"
              className="print:bg-transparent print:px-0 print:text-black print:ring-0"
            >
              {lesson.categoryDisplayName}
            </Badge>
          </Link>
          <h1 className="break-words font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl print:text-black">
            {lesson.title}
          </h1>
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-sm print:text-black">
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Created</dt>
              <CalendarDays aria-hidden="true" className="size-4 print:hidden" />
              <dd>
                <time dateTime={lesson.createdAt}>{formatLongDate(lesson.createdAt)}</time>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Category</dt>
              <dd>{lesson.categoryDisplayName}</dd>
            </div>
            {lesson.tags.length > 0 ? (
              <div className="flex min-w-0 flex-wrap items-center gap-1.5">
                <dt className="sr-only">Tags</dt>
                {lesson.tags.map((tag) => (
                  <dd key={tag}>
                    <Badge className="print:ring-slate-400">{tag}</Badge>
                  </dd>
                ))}
              </div>
            ) : null}
          </dl>
        </div>
        <LessonActions lesson={lesson} />
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] print:block">
        <Card
          role="article"
          aria-label={lesson.title}
          className="min-w-0 px-5 py-6 sm:px-8 sm:py-8 print:border-0 print:p-0 print:shadow-none"
        >
          <LessonMarkdown content={lesson.expandedContent} className="max-w-3xl print:max-w-none" />
        </Card>
        <RelatedContent lesson={lesson} />
      </div>
    </PageContainer>
  );
}

function LessonSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <span className="sr-only">Loading lesson…</span>
      <Skeleton className="h-4 w-40" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-8 w-96 max-w-full" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="flex flex-col gap-3 px-5 py-6 sm:px-8 sm:py-8">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
        <Card className="flex flex-col gap-3 p-5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </Card>
      </div>
    </PageContainer>
  );
}
