import type { TrainingCategory } from '@common/training';
import { plural } from '@common/words';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryIcon } from './category-icon';
import { categoryPath } from './training-paths';

export type CategoryCardProps = { category: TrainingCategory };

/** A 'Browse by Category' card: icon, name, description and lesson count, linking to the category. */
export function CategoryCard({ category }: CategoryCardProps) {
  const Icon = categoryIcon(category.icon);
  const count = category.lessonCount;
  return (
    <Link
      to={categoryPath(category.name)}
      className="group block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2"
    >
      <Card className="flex h-full min-w-0 flex-col gap-3 p-5 transition-[border-color,box-shadow] group-hover:border-indigo-200 group-hover:shadow-md">
        <div className="flex items-start justify-between gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </div>
          <ChevronRight
            aria-hidden="true"
            className="mt-2 size-4 text-slate-300 transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
          />
        </div>
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-base text-slate-900 leading-6">
            {category.displayName}
          </h3>
          <p className="mt-1 line-clamp-3 text-muted-foreground text-sm">{category.description}</p>
        </div>
        <p className="mt-auto font-medium text-primary text-xs">{plural(count, 'lesson')}</p>
      </Card>
    </Link>
  );
}

export function CategoryCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="category-card-skeleton">
      <Skeleton className="size-10 rounded-lg" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-3 w-16" />
    </Card>
  );
}
