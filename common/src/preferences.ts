import { z } from 'zod';
import { dashboardTilesLayoutSchema, defaultDashboardTiles } from './dashboard';
import { dailyDigestSchema, defaultDailyDigest } from './digest';

/** Per-user preferences, stored server-side. Unknown keys are rejected so typos fail loudly. */
export const preferencesSchema = z
  .object({
    autoAnalyzePortfolio: z.boolean(),
    sidebarCollapsed: z.boolean(),
    /** The home dashboard's tile order and hidden tiles ('Customize'; common/dashboard.ts). */
    dashboardTiles: dashboardTilesLayoutSchema,
    /** The daily digest email: off unless the user turns it on, sent at their chosen hour. */
    dailyDigest: dailyDigestSchema,
  })
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: Preferences = {
  autoAnalyzePortfolio: true,
  sidebarCollapsed: false,
  dashboardTiles: defaultDashboardTiles,
  dailyDigest: defaultDailyDigest,
};

export const preferencesUpdateSchema = preferencesSchema.partial().strict();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
