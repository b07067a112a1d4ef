import { plural } from '@common/words';

/**
 * The home screen's greeting by the local time of day: 'Good Morning' before 12:00, 'Good Afternoon'
 * from 12:00 until 17:00, 'Good Evening' from 17:00 (the original always said 'Good Afternoon').
 */
export function greetingFor(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good Morning';
  if (hour < 17) return 'Good Afternoon';
  return 'Good Evening';
}

/** '1 task ready', '18 tasks ready'. */
export const tasksReadyText = (count: number): string => `${plural(count, 'task')} ready`;
