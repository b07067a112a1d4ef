import type { TrainingIcon } from '@common/training';
import { trainingCategories } from '../schema';
import type { SeedContext } from './context';

/** Spec §3: the seven training categories (lessons are written separately). */
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

export async function seedTraining({ tx }: SeedContext): Promise<void> {
  await tx.insert(trainingCategories).values(categories);
}
