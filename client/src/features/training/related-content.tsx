import type { TrainingLesson } from '@common/training';
import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategoryLessons } from './api/get-category-lessons';
import { newestLessons } from './newest-lessons';
import { categoryPath, lessonPath, trainingPath } from './training-paths';

const relatedCount = 5;

const linkClasses =
  'inline-flex items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline';

export type RelatedContentProps = { lesson: TrainingLesson };

/** Other lessons of the category, the category itself and the Training Center. */
export function RelatedContent({ lesson }: RelatedContentProps) {
  const siblings = useCategoryLessons(lesson.category);
  const others = newestLessons(
    (siblings.data ?? []).filter((other) => other.id !== lesson.id),
    relatedCount,
  );

  return (
    <Card role="complementary" aria-labelledby="related-heading" className="print:hidden">
      <CardHeader>
        <CardTitle id="related-heading">Related Content</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {siblings.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        ) : others.length > 0 ? (
          <ul aria-label={`More lessons in ${lesson.categoryDisplayName}`} className="flex flex-col gap-3">
            {others.map((other) => (
              <li key={other.id} className="flex min-w-0 gap-2">
                <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <Link
                  to={lessonPath(other.id)}
                  className="min-w-0 break-words text-foreground text-sm leading-5 hover:text-primary hover:underline"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">No other lessons in this category yet.</p>
        )}
        <div className="flex flex-col gap-2 border-border border-t pt-4">
          <Link to={categoryPath(lesson.category)} className={linkClasses}>
            All {lesson.categoryDisplayName} lessons
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link to={trainingPath} className={linkClasses}>
            Training Center
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
