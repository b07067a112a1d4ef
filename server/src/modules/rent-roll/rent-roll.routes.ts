import {
  type AnalyticsScope,
  rentRollExportQuerySchema,
  rentRollQuerySchema,
  rentRollResponseSchema,
} from '@common/analytics';
import { rentRollFileName } from '@common/rent-roll';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../http/send-download';
import { asOfDay } from '../analytics/portfolio-analytics.service';
import type { PortfolioRoutesOptions } from '../properties/properties.routes';
import { organisationToday } from '../settings/time-zone.service';
import { rentRollPage, rentRollRows, scopeBuildingName } from './rent-roll.service';
import { rentRollCsv, rentRollXlsx } from './rent-roll-export';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rent roll of a building or the portfolio, and its CSV and .xlsx downloads: read by anyone signed in. */
export const rentRollRoutes: FastifyPluginAsyncZod<PortfolioRoutesOptions> = async (app, { db, clock }) => {
  const asOfOf = async (query: { asOf?: string | undefined }) =>
    asOfDay(query, await organisationToday(db, clock()));

  app.get(
    '/api/rent-roll',
    { schema: { querystring: rentRollQuerySchema, response: { 200: rentRollResponseSchema } } },
    async (request) => rentRollPage(db, request.query, await asOfOf(request.query)),
  );

  /** Every row of the scope, and the file name it downloads as. */
  async function exported(query: AnalyticsScope, extension: 'csv' | 'xlsx') {
    const asOf = await asOfOf(query);
    const [rows, buildingName] = await Promise.all([
      rentRollRows(db, query, asOf),
      scopeBuildingName(db, query),
    ]);
    return { rows, fileName: rentRollFileName(buildingName, asOf, extension) };
  }

  app.get(
    '/api/rent-roll/export.csv',
    { schema: { querystring: rentRollExportQuerySchema } },
    async (request, reply) => {
      const { rows, fileName } = await exported(request.query, 'csv');
      return sendDownload(reply, {
        fileName,
        contentType: 'text/csv; charset=utf-8',
        body: rentRollCsv(rows),
        cacheControl: 'no-store',
      });
    },
  );

  app.get(
    '/api/rent-roll/export.xlsx',
    { schema: { querystring: rentRollExportQuerySchema } },
    async (request, reply) => {
      const { rows, fileName } = await exported(request.query, 'xlsx');
      return sendDownload(reply, {
        fileName,
        contentType: xlsxType,
        body: await rentRollXlsx(rows),
        cacheControl: 'no-store',
      });
    },
  );
};
