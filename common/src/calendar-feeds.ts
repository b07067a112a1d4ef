import { z } from 'zod';
import { optionalParam, recordIdSchema } from './properties';

/*
 * Contracts of /api/calendar-feeds: a calendar subscription URL (iCalendar) of the critical dates a
 * user owns or, for admins, of one building. The URL's secret token is its only credential: it is
 * shown once, when made, and stored only as its SHA-256.
 */

/** Where a critical date leads in the app: the lease's dialog on Lease Documents, or the option's edit dialog. */
export function criticalDateHref(item: { target: { type: 'lease' | 'option'; id: number } }): string {
  return item.target.type === 'lease'
    ? `/leases?leaseId=${item.target.id}`
    : `/options?status=all&option=${item.target.id}`;
}

/** The path of a feed, relative to the app's origin. */
export const calendarFeedPath = (token: string) => `/api/calendar-feeds/${token}.ics`;

export const calendarFeedNotFoundMessage = 'Calendar feed not found';
export const buildingFeedAdminsOnlyMessage = 'Only admins can subscribe to a building’s calendar';

/** GET and DELETE: the caller's own feed, or (admins) their feed of building `propertyId`. */
export const calendarFeedScopeQuerySchema = z.object({ propertyId: optionalParam(recordIdSchema) });

const propertyIdField = z
  .number('Must be a positive whole number')
  .int('Must be a positive whole number')
  .min(1, 'Must be a positive whole number')
  .max(2_147_483_647, 'Is too large');

/** POST: make (or make anew, revoking the old URL) the caller's feed, or a building's feed (admins). */
export const calendarFeedCreateSchema = z.object({ propertyId: propertyIdField.optional() });
export type CalendarFeedCreate = z.infer<typeof calendarFeedCreateSchema>;

/** A live feed as listed: never its token. */
export const calendarFeedSchema = z.object({
  /** Null for the user's own dates; the building for a building feed. */
  property: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The caller's live feeds (their own, then building feeds by building name), narrowed by `propertyId`. */
export const calendarFeedListSchema = z.object({ items: z.array(calendarFeedSchema) });
export type CalendarFeedList = z.infer<typeof calendarFeedListSchema>;

/** A feed just made: its full URL, shown this once. */
export const createdCalendarFeedSchema = calendarFeedSchema.extend({ url: z.string() });
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;
