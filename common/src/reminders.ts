import { z } from 'zod';
import { addDays, addMonths, daysBetween } from './calendar-days';
import { isTimeZone } from './time-zone';

/*
 * Reminder rules: when a critical date is near, its owner gets an in-app notification, once per item,
 * date and rule. A rule is a kind (which date it watches) and an offset before that date — or, for an
 * approval, how long it has waited.
 */

export const reminderKinds = [
  'option_notice_start',
  'option_notice_end',
  'lease_expiry',
  'task_due',
  'approval_waiting',
] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderUnits = ['days', 'months'] as const;
export type ReminderUnit = (typeof reminderUnits)[number];

export type ReminderRule = { kind: ReminderKind; offset: number; unit: ReminderUnit };

/** The rules a new install starts with; admins change them in Settings. */
export const defaultReminderRules: readonly ReminderRule[] = [
  ...[90, 30, 7].map((offset) => ({ kind: 'option_notice_start' as const, offset, unit: 'days' as const })),
  ...[90, 30, 7].map((offset) => ({ kind: 'option_notice_end' as const, offset, unit: 'days' as const })),
  ...[12, 9, 6, 3].map((offset) => ({ kind: 'lease_expiry' as const, offset, unit: 'months' as const })),
  { kind: 'task_due', offset: 1, unit: 'days' },
  { kind: 'approval_waiting', offset: 2, unit: 'days' },
];

/** At most this many rules of one kind. */
export const maxRulesPerKind = 10;

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

// ---------------------------------------------------------------------------------------------
// Fire dates
// ---------------------------------------------------------------------------------------------

/**
 * The day a rule fires for a date: `offset` days or calendar months before it. A month offset from a
 * day a shorter month lacks lands on that month's last day (31 March − 1 month → 28/29 February).
 */
export function reminderFireDate(dueOn: string, rule: Pick<ReminderRule, 'offset' | 'unit'>): string {
  return rule.unit === 'months' ? addMonths(dueOn, -rule.offset) : addDays(dueOn, -rule.offset);
}

/**
 * Whether a rule's reminder for `dueOn` is due on `today`: from its fire date up to the date itself, so
 * a day the schedule missed is caught up later, and nothing fires before its day or after the date.
 */
export function reminderIsDue(dueOn: string, rule: Pick<ReminderRule, 'offset' | 'unit'>, today: string) {
  return reminderFireDate(dueOn, rule) <= today && today <= dueOn;
}

// ---------------------------------------------------------------------------------------------
// Notification texts
// ---------------------------------------------------------------------------------------------

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-25' → 'Dec 25, 2026'. */
export function formatReminderDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${monthNames[month - 1]} ${day}, ${year}`;
}

/** 'today', 'tomorrow', 'in 30 days'. */
export function inDays(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

export type ReminderSubject =
  | { kind: 'option_notice_start' | 'option_notice_end'; optionType: string; holder: string | null }
  | { kind: 'lease_expiry'; tenant: string; suite: string }
  | { kind: 'task_due'; title: string }
  | { kind: 'approval_waiting'; prospect: string; submittedOn: string };

/**
 * The notification's title, e.g. 'ROFO notice window for Acme Corp opens in 30 days (Dec 25, 2026)';
 * the days count from `today`, so a reminder caught up late states the time really left.
 */
export function reminderTitle(subject: ReminderSubject, dueOn: string, today: string): string {
  const when = `${inDays(daysBetween(today, dueOn))} (${formatReminderDate(dueOn)})`;
  switch (subject.kind) {
    case 'option_notice_start':
    case 'option_notice_end': {
      const holder = subject.holder ? ` for ${subject.holder}` : '';
      const verb = subject.kind === 'option_notice_start' ? 'opens' : 'closes';
      return `${subject.optionType} notice window${holder} ${verb} ${when}`;
    }
    case 'lease_expiry':
      return `Lease of ${subject.tenant} in suite ${subject.suite} expires ${when}`;
    case 'task_due':
      return `Task "${subject.title}" is due ${when}`;
    case 'approval_waiting': {
      const waited = daysBetween(subject.submittedOn, today);
      return `A proposal for ${subject.prospect} has waited ${waited} day${waited === 1 ? '' : 's'} for approval (submitted ${formatReminderDate(subject.submittedOn)})`;
    }
  }
}

/**
 * How a rule reads beside its kind: '30 days before' a date, or 'after 2 days' of waiting for an
 * approval (the one kind that counts from an event rather than towards a date).
 */
export function ruleTiming(rule: Pick<ReminderRule, 'kind' | 'offset' | 'unit'>): string {
  const unit = rule.unit === 'months' ? 'month' : 'day';
  const amount = `${rule.offset} ${unit}${rule.offset === 1 ? '' : 's'}`;
  return rule.kind === 'approval_waiting' ? `after ${amount}` : `${amount} before`;
}

// ---------------------------------------------------------------------------------------------
// /api/settings/reminder-rules
// ---------------------------------------------------------------------------------------------

export const reminderKindLabels: Record<ReminderKind, string> = {
  option_notice_start: 'Option notice window opens',
  option_notice_end: 'Option notice window closes',
  lease_expiry: 'Lease expires',
  task_due: 'Task due',
  approval_waiting: 'Approval waiting',
};

const ruleKey = (rule: ReminderRule) => `${rule.kind}:${rule.offset}:${rule.unit}`;

export const reminderRuleSchema = z.object({
  kind: z.enum(reminderKinds, `Kind must be one of: ${reminderKinds.join(', ')}`),
  offset: z
    .number('Offset must be a whole number from 1 to 999')
    .int('Offset must be a whole number from 1 to 999')
    .min(1, 'Offset must be a whole number from 1 to 999')
    .max(999, 'Offset must be a whole number from 1 to 999'),
  unit: z.enum(reminderUnits, 'Unit must be days or months'),
});

/** PUT replaces the whole set; GET answers it in the same shape. */
export const reminderRulesSchema = z
  .object({
    rules: z.array(reminderRuleSchema).max(reminderKinds.length * maxRulesPerKind, 'Too many rules'),
  })
  .superRefine(({ rules }, context) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      const key = ruleKey(rule);
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['rules', index],
          message: `Duplicate rule: ${reminderKindLabels[rule.kind]}, ${rule.offset} ${rule.unit} before`,
        });
      seen.add(key);
    });
    for (const kind of reminderKinds) {
      if (rules.filter((rule) => rule.kind === kind).length > maxRulesPerKind)
        context.addIssue({
          code: 'custom',
          path: ['rules'],
          message: `At most ${maxRulesPerKind} rules for ${reminderKindLabels[kind]}`,
        });
    }
  });
export type ReminderRules = z.infer<typeof reminderRulesSchema>;

/** POST /api/admin/reminders/run. */
export const reminderRunResponseSchema = z.object({ created: z.number().int() });

// ---------------------------------------------------------------------------------------------
// /api/settings/time-zone
// ---------------------------------------------------------------------------------------------

export const unknownTimeZoneMessage = 'Unknown time zone';

export const timeZoneUpdateSchema = z.object({
  timeZone: z
    .string(unknownTimeZoneMessage)
    .max(100, unknownTimeZoneMessage)
    .refine(isTimeZone, unknownTimeZoneMessage),
});
export type TimeZoneUpdate = z.infer<typeof timeZoneUpdateSchema>;

/** `isDefault`: no admin has set one, so the server's zone is used. */
export const timeZoneSettingSchema = z.object({ timeZone: z.string(), isDefault: z.boolean() });
export type TimeZoneSetting = z.infer<typeof timeZoneSettingSchema>;
