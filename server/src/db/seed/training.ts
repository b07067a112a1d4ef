import type { TrainingIcon } from '@common/training';
import { trainingCategories, trainingLessons } from '../schema';
import type { SeedContext } from './context';
import { brokerRelationsLessons } from './training/broker-relations';
import { leasingFundamentalsLessons } from './training/leasing-fundamentals';
import { medicalOfficeLessons } from './training/medical-office';
import { presentationsLessons } from './training/presentations';
import { renewalsLessons } from './training/renewals';
import type { SeedLesson } from './training/seed-lesson';
import { spacePlanningLessons } from './training/space-planning';
import { tenantRelationsLessons } from './training/tenant-relations';

/** The seven training categories; their lessons are in ./training/, one module per category. */
const categories: { name: string; displayName: string; description: string; icon: TrainingIcon }[] = [
  {
    name: 'tenant-relations',
    displayName: 'Tenant Relations',
    description: 'Keep tenants satisfied, spot risk early and build loyalty that leads to renewals.',
    icon: 'users',
  },
  {
    name: 'presentations',
    displayName: 'Presentations',
    description: 'Pitch space, present proposals and walk owners through leasing reports with confidence.',
    icon: 'presentation-chart',
  },
  {
    name: 'leasing-fundamentals',
    displayName: 'Leasing Fundamentals',
    description: 'Lease types, rent quoting, concessions and net effective rent from first principles.',
    icon: 'file-contract',
  },
  {
    name: 'space-planning',
    displayName: 'Space Planning',
    description: "Read floor plans, measure RSF and USF, and fit a tenant's program to a suite.",
    icon: 'layout',
  },
  {
    name: 'renewals',
    displayName: 'Renewals',
    description: 'Start early, price the renewal against the market and protect occupancy.',
    icon: 'refresh-cw',
  },
  {
    name: 'medical-office',
    displayName: 'Medical Office',
    description: 'Hospital restrictions, clinical build-outs and the needs of healthcare tenants.',
    icon: 'stethoscope',
  },
  {
    name: 'broker-relations',
    displayName: 'Broker Relations',
    description: 'Work with tenant-rep brokers: commissions, tours, proposals and follow-up.',
    icon: 'briefcase',
  },
];

const lessonsByCategory: Record<string, SeedLesson[]> = {
  'tenant-relations': tenantRelationsLessons,
  presentations: presentationsLessons,
  'leasing-fundamentals': leasingFundamentalsLessons,
  'space-planning': spacePlanningLessons,
  renewals: renewalsLessons,
  'medical-office': medicalOfficeLessons,
  'broker-relations': brokerRelationsLessons,
};

/** The categories, then their lessons dated over the last few weeks (authored by no user). */
export async function seedTraining({ tx, cal }: SeedContext): Promise<void> {
  const inserted = await tx
    .insert(trainingCategories)
    .values(categories)
    .returning({ id: trainingCategories.id, name: trainingCategories.name });
  const lessons = inserted.flatMap(({ id, name }) =>
    (lessonsByCategory[name] ?? []).map((lesson, index) => {
      const createdAt = cal.ago(lesson.daysAgo, 9 + index);
      return {
        categoryId: id,
        title: lesson.title,
        expandedContent: lesson.content,
        tags: lesson.tags,
        isPdfAvailable: lesson.isPdfAvailable,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  await tx.insert(trainingLessons).values(lessons);
}
