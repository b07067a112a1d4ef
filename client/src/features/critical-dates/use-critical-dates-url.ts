import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { monthOf, monthPattern } from './calendar-month';

/**
 * The calendar's state in the URL: the month (`?month=yyyy-MM`, left out for this month) and the
 * building (`?building=id`, left out for all). A malformed value reads as its default. Changes replace
 * the history entry, so Back leaves the calendar instead of stepping through months.
 */
export function useCriticalDatesUrl() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const monthParam = searchParams.get('month') ?? '';
  const month = monthPattern.test(monthParam) ? monthParam : monthOf(new Date());
  const buildingParam = searchParams.get('building') ?? '';
  const buildingId = /^[1-9]\d{0,8}$/.test(buildingParam) ? Number(buildingParam) : null;
  const set = (change: { month?: string; buildingId?: number | null }) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (change.month !== undefined) {
          if (change.month === monthOf(new Date())) next.delete('month');
          else next.set('month', change.month);
        }
        if (change.buildingId !== undefined) {
          if (change.buildingId === null) next.delete('building');
          else next.set('building', String(change.buildingId));
        }
        return next;
      },
      { replace: true },
    );
  return { month, buildingId, set };
}
