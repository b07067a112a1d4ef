import {
  reminderRulesSchema,
  reminderRunResponseSchema,
  timeZoneSettingSchema,
  timeZoneUpdateSchema,
} from '@common/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireRole, userOf } from '../../plugins/session';
import { getTimeZoneSetting, setTimeZone } from '../settings/time-zone.service';
import { fireDueReminders, getReminderRules, setReminderRules } from './reminders.service';

/* Reminder rules and the organisation's time zone: everyone signed in reads them, admins change them. */
export const remindersRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  const adminOnly = requireRole('admin');

  app.get('/api/settings/reminder-rules', { schema: { response: { 200: reminderRulesSchema } } }, async () =>
    getReminderRules(db),
  );

  app.put(
    '/api/settings/reminder-rules',
    {
      preValidation: adminOnly,
      schema: { body: reminderRulesSchema, response: { 200: reminderRulesSchema } },
    },
    async (request) => setReminderRules(db, userOf(request).id, request.body),
  );

  app.get('/api/settings/time-zone', { schema: { response: { 200: timeZoneSettingSchema } } }, async () =>
    getTimeZoneSetting(db),
  );

  app.put(
    '/api/settings/time-zone',
    {
      preValidation: adminOnly,
      schema: { body: timeZoneUpdateSchema, response: { 200: timeZoneSettingSchema } },
    },
    async (request) => setTimeZone(db, userOf(request).id, request.body.timeZone),
  );

  /** Sends the reminders due now (the schedule does this daily; admins and tests may run it at once). */
  app.post(
    '/api/admin/reminders/run',
    { preValidation: adminOnly, schema: { response: { 200: reminderRunResponseSchema } } },
    async () => fireDueReminders(db, clock()),
  );
};
