import { dealPath } from '@common/deal-paths';
import {
  type ReminderKind,
  type ReminderRules,
  type ReminderSubject,
  type ReminderUnit,
  reminderKinds,
  reminderTitle,
} from '@common/reminders';
import { todayIn } from '@common/time-zone';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog, type NewNotification, reminderRules } from '../../db/schema';
import { notify } from '../notifications/notifications.service';
import { organisationTimeZone } from '../settings/time-zone.service';

/*
 * Reminders: each rule fires for a critical date from its fire date (the date less the rule's offset)
 * up to the date itself, once per item, date, rule and recipient. A day the schedule did not run is
 * caught up the next time it does; nothing fires before its day. When several rules of one date are
 * due at once (a missed run, a date entered late) only the latest fires: the earlier ones would say
 * the same thing again. What fires:
 * - option_notice_start / option_notice_end: an option's notice window opening / closing, to the
 *   option's owner (its own, else the building's asset manager);
 * - lease_expiry: a lease's last day (its effective end) when it will really run out — not renewed,
 *   not terminated by the lifecycle rule — to the lease's owner;
 * - task_due: an open task's due date, to its assignee;
 * - approval_waiting: a proposal round still pending approval once it has waited the rule's time
 *   since it was submitted (its "date" is that day; it fires from then until it is decided), to its
 *   approvers: the building's asset manager, or every active admin when the building has none or the
 *   manager submitted it.
 * Only active users are reminded.
 */

/** The notification kind reminders are stored with. */
export const reminderNotificationKind = 'reminder';

/** GET /api/settings/reminder-rules: the rules by kind (in the order kinds are listed), then unit and offset. */
export async function getReminderRules(db: Database): Promise<ReminderRules> {
  const rows = await db
    .select({ kind: reminderRules.kind, offset: reminderRules.offset, unit: reminderRules.unit })
    .from(reminderRules)
    .orderBy(asc(reminderRules.unit), asc(reminderRules.offset));
  const rank = (kind: ReminderKind) => reminderKinds.indexOf(kind);
  const rules = [...rows].sort(
    (a, b) => rank(a.kind) - rank(b.kind) || (a.unit === b.unit ? b.offset - a.offset : 0),
  );
  return { rules };
}

/** PUT /api/settings/reminder-rules: the set is replaced whole, in one transaction. */
export async function setReminderRules(
  db: Database,
  userId: number,
  { rules }: ReminderRules,
): Promise<ReminderRules> {
  await db.transaction(async (tx) => {
    await tx.delete(reminderRules);
    if (rules.length > 0) await tx.insert(reminderRules).values(rules);
    await tx.insert(auditLog).values({ userId, action: 'update', entity: 'reminder_rules', entityId: null });
  });
  return getReminderRules(db);
}

type DeliveredRow = {
  kind: ReminderKind;
  item_id: number;
  due_on: string;
  offset: number;
  unit: ReminderUnit;
  user_id: number;
  /** Option type, tenant name, task title… (per kind). */
  label: string | null;
  tenant: string | null;
  property: string | null;
  suite: string | null;
  /** The deal a task belongs to. */
  opportunity_id: number | null;
};

/**
 * The candidates of every rule whose window holds `today`, with what their notification says. One
 * set-based query per run: each source is filtered to the dates within its rules' windows in SQL.
 */
function candidates(today: string, timeZone: string) {
  const day = sql`${today}::date`;
  const submittedOn = sql`(pr.submitted_at at time zone ${timeZone})::date`;
  const fireDate = sql.raw(
    `(case when c.unit = 'months' then (c.due_on - make_interval(months => c."offset"))::date else c.due_on - c."offset" end)`,
  );
  // Of one date's rules due today only the latest fires: a date first seen (or caught up) 20 days ahead
  // gets one "in 20 days" reminder, not one per rule whose day has passed.
  return sql`
    select distinct on (c.kind, c.item_id, c.due_on, c.user_id) c.* from (
      select r.kind, o.id as item_id,
             case when r.kind = 'option_notice_start' then o.notice_start else o.notice_end end as due_on,
             r."offset", r.unit, coalesce(o.owner_id, p.asset_manager_id) as user_id,
             o.option_type as label, t.name as tenant, p.name as property, s.suite, null::integer as opportunity_id
        from reminder_rules r
        join options o on r.kind in ('option_notice_start', 'option_notice_end')
        join properties p on p.id = o.property_id
        left join tenants t on t.id = o.tenant_id
        left join spaces s on s.id = o.space_id
      union all
      select r.kind, l.id, least(l.end_date, coalesce(l.terminated_on, l.end_date)),
             r."offset", r.unit, coalesce(l.owner_id, p.asset_manager_id),
             null, t.name, p.name, s.suite, null
        from reminder_rules r
        join leases l on r.kind = 'lease_expiry'
        join spaces s on s.id = l.space_id
        join properties p on p.id = s.property_id
        join tenants t on t.id = l.tenant_id
       where l.status <> 'terminated' and (l.terminated_on is null or l.terminated_on > ${day})
      union all
      select r.kind, k.id, k.due_date, r."offset", r.unit, k.assignee_id,
             k.title, null, null, null, k.opportunity_id
        from reminder_rules r
        join tasks k on r.kind = 'task_due'
       where k.due_date is not null and k.completed_at is null and k.assignee_id is not null
      union all
      select r.kind, pr.id,
             case when r.unit = 'months' then (${submittedOn} + make_interval(months => r."offset"))::date
                  else ${submittedOn} + r."offset" end,
             r."offset", r.unit, approver.id,
             to_char(${submittedOn}, 'YYYY-MM-DD'), o.prospect_name, p.name, null, pr.opportunity_id
        from reminder_rules r
        join proposal_rounds pr on r.kind = 'approval_waiting' and pr.approval_status = 'pending'
        join opportunities o on o.id = pr.opportunity_id
        join properties p on p.id = o.property_id
        join users approver on approver.id is distinct from pr.submitted_by and (
             approver.id = p.asset_manager_id
             or (approver.role = 'admin' and (p.asset_manager_id is null or p.asset_manager_id = pr.submitted_by)))
       where pr.submitted_at is not null
    ) c
    join users u on u.id = c.user_id and u.active
    where case when c.kind = 'approval_waiting' then c.due_on <= ${day}
               else ${day} <= c.due_on and ${fireDate} <= ${day} end
    order by c.kind, c.item_id, c.due_on, c.user_id, ${fireDate} desc`;
}

function subjectOf(row: DeliveredRow): ReminderSubject {
  switch (row.kind) {
    case 'option_notice_start':
    case 'option_notice_end':
      return { kind: row.kind, optionType: row.label ?? 'Option', holder: row.tenant };
    case 'lease_expiry':
      return { kind: 'lease_expiry', tenant: row.tenant ?? 'the tenant', suite: row.suite ?? '—' };
    case 'approval_waiting':
      return {
        kind: 'approval_waiting',
        prospect: row.tenant ?? 'a deal',
        submittedOn: row.label ?? row.due_on,
      };
    default:
      return { kind: 'task_due', title: row.label ?? 'Task' };
  }
}

function notificationOf(row: DeliveredRow, today: string): NewNotification {
  const place = [row.property, row.suite ? `Suite ${row.suite}` : null].filter(Boolean).join(' — ');
  const link =
    row.kind === 'lease_expiry'
      ? `/leases?leaseId=${row.item_id}`
      : row.kind === 'approval_waiting' && row.opportunity_id !== null
        ? dealPath(row.opportunity_id, 'proposals')
        : row.kind === 'task_due' && row.opportunity_id !== null
          ? dealPath(row.opportunity_id, 'tasks')
          : `/options?status=all&option=${row.item_id}`;
  return {
    userId: row.user_id,
    kind: reminderNotificationKind,
    title: reminderTitle(subjectOf(row), row.due_on, today),
    body: place || null,
    link,
  };
}

/**
 * Sends every reminder due at `now` (the organisation's today): a delivery row and an in-app
 * notification each, in one transaction. The delivery is inserted first with ON CONFLICT DO NOTHING
 * and only the rows really inserted are notified, so runs at once on several instances, or again on
 * one day, deliver each reminder exactly once. Renewed leases (a later lease of the same tenant on the
 * suite) are left out by the lifecycle rule, read for the few candidates only.
 */
export async function fireDueReminders(db: Database, now: Date): Promise<{ created: number }> {
  const timeZone = await organisationTimeZone(db);
  const today = todayIn(timeZone, now);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<DeliveredRow>(sql`
      with due as materialized (${candidates(today, timeZone)}),
      live as (
        select * from due
         where kind <> 'lease_expiry' or lease_lifecycle(item_id, ${today}::date) not in ('renewed', 'terminated')
      ),
      inserted as (
        insert into reminder_deliveries (kind, item_id, due_on, "offset", unit, user_id)
        select kind, item_id, due_on, "offset", unit, user_id from live
        on conflict do nothing
        returning kind, item_id, due_on, "offset", unit, user_id
      )
      select i.kind, i.item_id, to_char(i.due_on, 'YYYY-MM-DD') as due_on, i."offset", i.unit, i.user_id,
             l.label, l.tenant, l.property, l.suite, l.opportunity_id
        from inserted i
        join live l on l.kind = i.kind and l.item_id = i.item_id and l.due_on = i.due_on
         and l."offset" = i."offset" and l.unit = i.unit and l.user_id = i.user_id
       order by i.due_on, i.kind, i.item_id`);
    await notify(
      tx,
      rows.map((row) => notificationOf(row, today)),
    );
    return { created: rows.length };
  });
}
