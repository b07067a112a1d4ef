import { newLessonsCount } from '@common/training';
import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useTrainingCategories } from './api/get-training-categories';
import { useAllLessons } from './api/search-lessons';
import { CategoryCard, CategoryCardSkeleton } from './category-card';
import { LessonGrid, LessonGridSkeleton } from './lesson-grid';
import { LoadError } from './load-error';
import { newestLessons } from './newest-lessons';

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-semibold text-lg text-slate-900 tracking-tight">
      {children}
    </h2>
  );
}

/** The 4 newest lessons (from the empty search). */
function NewLessons() {
  const lessons = useAllLessons();
  let body: ReactNode;
  if (lessons.isPending)
    body = <LessonGridSkeleton count={newLessonsCount} label="Loading new lessons" wide />;
  else if (lessons.isError)
    body = <LoadError title="Unable to load lessons" onRetry={() => lessons.refetch()} />;
  else if (lessons.data.length === 0)
    body = <EmptyState icon={BookOpen} title="No lessons yet" description="New lessons will show here." />;
  else body = <LessonGrid lessons={newestLessons(lessons.data)} label="New Lessons" wide />;

  return (
    <section aria-labelledby="new-lessons-heading" className="flex flex-col gap-4">
      <SectionHeading id="new-lessons-heading">New Lessons</SectionHeading>
      {body}
    </section>
  );
}

const categoryGrid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** A card per category, linking to /training?category={name}. */
function BrowseByCategory() {
  const categories = useTrainingCategories();
  let body: ReactNode;
  if (categories.isPending)
    body = (
      <div role="status" aria-busy="true" aria-label="Loading categories" className={categoryGrid}>
        {['a', 'b', 'c'].map((key) => (
          <CategoryCardSkeleton key={key} />
        ))}
      </div>
    );
  else if (categories.isError)
    body = <LoadError title="Unable to load categories" onRetry={() => categories.refetch()} />;
  else if (categories.data.length === 0) body = <EmptyState icon={BookOpen} title="No categories yet" />;
  else
    body = (
      <ul aria-label="Categories" className={categoryGrid}>
        {categories.data.map((category) => (
          <li key={category.id} className="min-w-0">
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="browse-heading" className="flex flex-col gap-4">
      <SectionHeading id="browse-heading">Browse by Category</SectionHeading>
      {body}
    </section>
  );
}

/** /training with neither a search nor a category. */
export function TrainingHome() {
  return (
    <>
      <NewLessons />
      <BrowseByCategory />
    </>
  );
}
