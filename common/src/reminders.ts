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
