import { z } from 'zod';

/** Per-user preferences, stored server-side. Unknown keys are rejected so typos fail loudly. */
export const preferencesSchema = z
  .object({
    autoAnalyzePortfolio: z.boolean(),
    sidebarCollapsed: z.boolean(),
  })
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: Preferences = {
  autoAnalyzePortfolio: true,
  sidebarCollapsed: false,
};

export const preferencesUpdateSchema = preferencesSchema.partial().strict();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
