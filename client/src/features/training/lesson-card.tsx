import type { TrainingLessonSummary } from '@common/training';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMediumDate } from '@/lib/format-date';
import { lessonPath } from './training-paths';

export type LessonCardProps = { lesson: TrainingLessonSummary };

/** A lesson's title, its excerpt (the contract's `lessonExcerpt`) and 'Read More'. */
export function LessonCard({ lesson }: LessonCardProps) {
  const titleId = `lesson-${lesson.id}-title`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full min-w-0 flex-col">
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Badge variant="primary" className="max-w-full truncate">
            {lesson.categoryDisplayName}
          </Badge>
          <time dateTime={lesson.createdAt} className="text-muted-foreground text-xs">
            {formatMediumDate(lesson.createdAt)}
          </time>
        </div>
        <h3 id={titleId} className="break-words font-semibold text-base text-slate-900 leading-6">
          {lesson.title}
        </h3>
        {lesson.excerpt ? (
          <p className="line-clamp-3 break-words text-muted-foreground text-sm">{lesson.excerpt}</p>
        ) : null}
      </div>
      <div className="border-border border-t px-5 py-3">
        <Link
          to={lessonPath(lesson.id)}
          aria-describedby={titleId}
          className="inline-flex items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          Read More
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Card>
  );
}

export function LessonCardSkeleton() {
  return (
    <Card className="flex flex-col" data-testid="lesson-card-skeleton">
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <div className="border-border border-t px-5 py-3">
        <Skeleton className="h-4 w-24" />
      </div>
    </Card>
  );
}
