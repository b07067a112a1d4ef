import {
  lessonExcerpt,
  type TrainingCategory,
  type TrainingLesson,
  type TrainingLessonSummary,
} from '@common/training';

export const categories: TrainingCategory[] = [
  {
    id: 1,
    name: 'leasing-fundamentals',
    displayName: 'Leasing Fundamentals',
    description: 'The basics of commercial leasing.',
    icon: 'file-contract',
    lessonCount: 3,
  },
  {
    id: 2,
    name: 'medical-office',
    displayName: 'Medical Office',
    description: 'Leasing to healthcare tenants.',
    icon: 'stethoscope',
    lessonCount: 1,
  },
  {
    id: 3,
    name: 'empty-shelf',
    displayName: 'Empty Shelf',
    description: 'A category with no lessons.',
    icon: 'rocket',
    lessonCount: 0,
  },
];

export function lesson(id: number, overrides: Partial<TrainingLesson> = {}): TrainingLesson {
  return {
    id,
    title: `Lesson ${id}`,
    expandedContent: `# Lesson ${id}\n\nWhat lesson ${id} teaches.\n`,
    category: 'leasing-fundamentals',
    categoryDisplayName: 'Leasing Fundamentals',
    tags: [],
    createdAt: `2026-0${Math.min(id, 9)}-01T12:00:00.000Z`,
    updatedAt: `2026-0${Math.min(id, 9)}-01T12:00:00.000Z`,
    isPdfAvailable: false,
    ...overrides,
  };
}

/** The list form the server sends: no content, the contract's excerpt instead. */
export function summary(full: TrainingLesson): TrainingLessonSummary {
  const { expandedContent, ...rest } = full;
  return { ...rest, excerpt: lessonExcerpt(expandedContent) };
}
