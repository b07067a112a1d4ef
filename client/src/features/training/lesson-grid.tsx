import type { TrainingLessonSummary } from '@common/training';
import { cn } from '@/lib/cn';
import { LessonCard, LessonCardSkeleton } from './lesson-card';

export type LessonGridProps = {
  lessons: TrainingLessonSummary[];
  label: string;
  /** Four across on wide screens (New Lessons) instead of three. */
  wide?: boolean;
};

const gridClasses = (wide: boolean) =>
  cn('grid grid-cols-1 gap-4 sm:grid-cols-2', wide ? 'xl:grid-cols-4' : 'xl:grid-cols-3');

/** Lesson cards in a responsive grid (a list, so a screen reader can count them). */
export function LessonGrid({ lessons, label, wide = false }: LessonGridProps) {
  return (
    <ul aria-label={label} className={gridClasses(wide)}>
      {lessons.map((lesson) => (
        <li key={lesson.id} className="min-w-0">
          <LessonCard lesson={lesson} />
        </li>
      ))}
    </ul>
  );
}

export type LessonGridSkeletonProps = { count: number; label: string; wide?: boolean };

export function LessonGridSkeleton({ count, label, wide = false }: LessonGridSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={gridClasses(wide)}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <LessonCardSkeleton key={index} />
      ))}
    </div>
  );
}
