import type { TrainingLessonSummary } from '@common/training';
import { plural } from '@common/words';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useCategoryLessons } from './api/get-category-lessons';
import { useTrainingCategories } from './api/get-training-categories';
import { useLessonSearch } from './api/search-lessons';
import { categoryIcon } from './category-icon';
import { CategoryNotFound } from './category-not-found';
import { LessonGrid, LessonGridSkeleton } from './lesson-grid';
import { LoadError } from './load-error';
import { trainingPath } from './training-paths';
import type { TrainingView } from './training-view';

type ResultsProps = {
  heading: string;
  description?: string;
  icon?: LucideIcon;
  query: UseQueryResult<TrainingLessonSummary[]>;
  emptyText: string;
  onClearSearch: () => void;
};

/**
 * The results grid with a back link to /training, or 'No lessons found'; a category that
 * does not exist (the server's 404) is said to be not found.
 */
function Results({ heading, description, icon: Icon, query, emptyText, onClearSearch }: ResultsProps) {
  if (query.isError && isApiError(query.error, 404)) return <CategoryNotFound />;
  const lessons = query.data;
  let body: ReactNode;
  if (query.isPending) body = <LessonGridSkeleton count={6} label="Loading lessons" />;
  else if (!lessons) body = <LoadError title="Unable to load lessons" onRetry={() => query.refetch()} />;
  else if (lessons.length === 0)
    body = (
      <EmptyState
        icon={SearchX}
        title="No lessons found"
        description={emptyText}
        action={
          <Button variant="outline" size="sm" onClick={onClearSearch}>
            Clear Search
          </Button>
        }
      />
    );
  else body = <LessonGrid lessons={lessons} label="Lessons" />;

  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-4">
      <Link
        to={trainingPath}
        className="inline-flex items-center gap-1.5 self-start font-medium text-primary text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Training Center
      </Link>
      <div className="flex min-w-0 items-start gap-3">
        {Icon ? (
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </div>
        ) : null}
        <div className="min-w-0">
          <h2
            id="results-heading"
            className="break-words font-semibold text-slate-900 text-xl tracking-tight"
          >
            {heading}
          </h2>
          {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
          {lessons && lessons.length > 0 ? (
            <p className="mt-1 text-muted-foreground text-xs" aria-live="polite">
              {plural(lessons.length, 'lesson')}
            </p>
          ) : null}
        </div>
      </div>
      {body}
    </section>
  );
}

type ViewProps = { onClearSearch: () => void };

function SearchResults({ text, category, onClearSearch }: ViewProps & { text: string; category: string }) {
  const query = useLessonSearch(text, category);
  const categories = useTrainingCategories();
  const scope = category
    ? categories.data?.find((candidate) => candidate.name === category)?.displayName
    : undefined;
  const where = scope ? ` in ${scope}` : '';
  return (
    <Results
      heading={`Search results for “${text}”${where}`}
      query={query}
      emptyText={`No lesson${where} matches “${text}”. Try other words or browse the categories.`}
      onClearSearch={onClearSearch}
    />
  );
}

function CategoryResults({ category, onClearSearch }: ViewProps & { category: string }) {
  const query = useCategoryLessons(category);
  const categories = useTrainingCategories();
  const known = categories.data?.find((candidate) => candidate.name === category);
  const heading = known?.displayName ?? query.data?.[0]?.categoryDisplayName;
  // Until the category is known to exist, show no heading rather than the address's raw text.
  if (!heading && (categories.isPending || query.isPending)) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading category" className="flex flex-col gap-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-7 w-64 max-w-full" />
        <LessonGridSkeleton count={6} label="Loading lessons" />
      </div>
    );
  }
  return (
    <Results
      heading={heading ?? 'Lessons'}
      description={known?.description}
      icon={categoryIcon(known?.icon)}
      query={query}
      emptyText="This category has no lessons yet."
      onClearSearch={onClearSearch}
    />
  );
}

export type TrainingResultsProps = ViewProps & { view: Exclude<TrainingView, { kind: 'home' }> };

/** What a search or a category shows. */
export function TrainingResults({ view, onClearSearch }: TrainingResultsProps) {
  return view.kind === 'search' ? (
    <SearchResults text={view.text} category={view.category} onClearSearch={onClearSearch} />
  ) : (
    <CategoryResults category={view.category} onClearSearch={onClearSearch} />
  );
}
