/*
 * Deal ageing: the pipeline's counts by whole days since a deal's last activity.
 */

export const ageingBuckets = ['under30', 'from30to59', 'from60to90', 'over90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];
export const ageingBucketLabels: Record<AgeingBucket, string> = {
  under30: '< 30 Days',
  from30to59: '30 - 59 Days',
  from60to90: '60 - 90 Days',
  over90: '> 90 Days',
};

/** Whole days since `lastActivity` → its ageing bucket ('> 90 Days' is over 90; 90 is still '60 - 90'). */
export function ageingBucketOf(daysSinceActivity: number): AgeingBucket {
  if (daysSinceActivity < 30) return 'under30';
  if (daysSinceActivity < 60) return 'from30to59';
  if (daysSinceActivity <= 90) return 'from60to90';
  return 'over90';
}
