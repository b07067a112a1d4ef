import { z } from 'zod';
import { maxBulkDeals } from './deal-bulk';
import { dealViewQuerySchema } from './deal-filters';
import { optionalParam, recordIdSchema } from './properties';

/*
 * The pipeline's CSV export (GET /api/opportunities/export.csv): its query and its columns.
 */

/**
 * GET /api/opportunities/export.csv: the filters and sort, and `ids=4,8,15` to export exactly those
 * deals (the rows selected in the pipeline), in the list's order.
 */
export const dealExportQuerySchema = dealViewQuerySchema.extend({
  ids: optionalParam(
    z
      .string()
      .transform((value) => value.split(','))
      .pipe(z.array(recordIdSchema).max(maxBulkDeals, `Export at most ${maxBulkDeals} selected deals`))
      .transform((ids) => [...new Set(ids)]),
  ),
});
export type DealExportQuery = z.infer<typeof dealExportQuerySchema>;

/** The CSV export's columns, in order; the file is deals-export.csv. */
export const dealExportColumns = [
  'Tenant',
  'Size (sqft)',
  'Asset',
  'Stage',
  'NER/sqft/yr',
  // The asking or proposed face rent, beside the NER and never in its place.
  'Proposed Rent/sqft/yr',
  'Contact',
  'Last Updated',
] as const;
export const dealExportFileName = 'deals-export.csv';
