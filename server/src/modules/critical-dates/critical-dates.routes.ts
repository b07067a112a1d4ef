import {
  criticalDatesDayQuerySchema,
  criticalDatesDayResponseSchema,
  criticalDatesExportQuerySchema,
  criticalDatesQuerySchema,
  criticalDatesResponseSchema,
} from '@common/options';
import { fileNameSlug } from '@common/rent-roll';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../http/send-download';
import { responseSerializer, sendKeptDayRead } from '../../http/send-kept-read';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { criticalDateEvent, icsProdId } from './critical-date-events';
import { getCriticalDates, getCriticalDay, upcomingCriticalDates } from './critical-dates.service';
import { buildCalendar } from './ics';

/** 'critical-dates.ics', or 'critical-dates-downtown-tower.ics' for one building. */
export function icsFileName(propertyName: string | null): string {
  if (propertyName === null) return 'critical-dates.ics';
  const slug = fileNameSlug(propertyName).slice(0, 80).replace(/-+$/, '');
  return slug ? `critical-dates-${slug}.ics` : 'critical-dates.ics';
}

const serializeCriticalDates = responseSerializer(criticalDatesResponseSchema, '/api/critical-dates');
const serializeCriticalDay = responseSerializer(criticalDatesDayResponseSchema, '/api/critical-dates/day');

export const criticalDatesRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/critical-dates',
    { schema: { querystring: criticalDatesQuerySchema, response: { 200: criticalDatesResponseSchema } } },
    async (request, reply) =>
      sendKeptDayRead(reply, db, clock, {
        route: 'critical-dates',
        query: request.query,
        serialize: serializeCriticalDates,
        compute: (today) => getCriticalDates(db, today, request.query),
      }),
  );

  app.get(
    '/api/critical-dates/day',
    {
      schema: { querystring: criticalDatesDayQuerySchema, response: { 200: criticalDatesDayResponseSchema } },
    },
    async (request, reply) =>
      sendKeptDayRead(reply, db, clock, {
        route: 'critical-dates-day',
        query: request.query,
        serialize: serializeCriticalDay,
        compute: () => getCriticalDay(db, request.query),
      }),
  );

  app.get(
    '/api/critical-dates/export.ics',
    { schema: { querystring: criticalDatesExportQuerySchema } },
    async (request, reply) => {
      const now = clock();
      const { property, items } = await upcomingCriticalDates(db, await organisationToday(db, now), {
        propertyId: request.query.propertyId,
      });
      const calendar = buildCalendar({
        prodId: icsProdId,
        name: property ? `${property.name} critical dates` : 'LeaseLens critical dates',
        stamp: now,
        events: items.map((item) => criticalDateEvent(item)),
      });
      return sendDownload(reply, {
        fileName: icsFileName(property?.name ?? null),
        contentType: 'text/calendar; charset=utf-8',
        body: calendar,
        cacheControl: 'no-store',
      });
    },
  );
};
