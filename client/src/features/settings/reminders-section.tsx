import {
  maxRulesPerKind,
  type ReminderKind,
  type ReminderRule,
  type ReminderUnit,
  reminderKindLabels,
  reminderKinds,
  reminderRulesSchema,
  reminderUnits,
  ruleTiming,
} from '@common/reminders';
import { LoaderCircle, Plus, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { SearchCombobox, type SearchOption } from '@/components/ui/search-combobox';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import {
  useReminderRules,
  useSaveReminderRules,
  useSaveTimeZone,
  useTimeZoneSetting,
} from './api/reminder-settings';
import { SectionTitle } from './section-title';

/** A kind's rules, the furthest ahead first. */
function rulesOf(rules: readonly ReminderRule[], kind: ReminderKind): ReminderRule[] {
  const days = (rule: ReminderRule) => rule.offset * (rule.unit === 'months' ? 30 : 1);
  return rules.filter((rule) => rule.kind === kind).sort((a, b) => days(b) - days(a));
}

/**
 * Reminders: how long before each critical date its owner is notified. Everyone sees the rules;
 * admins add and remove them and save the set.
 */
export function RemindersSection({ canEdit }: { canEdit: boolean }) {
  const current = useReminderRules();
  const save = useSaveReminderRules();
  const [rules, setRules] = useState<ReminderRule[]>([]);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (current.data) setRules(current.data.rules);
  }, [current.data]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reminderRulesSchema.safeParse({ rules });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the rules.');
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Reminder rules saved' }),
      onError: (failure) =>
        setError(errorText(failure, 'The reminder rules could not be saved. Please try again.')),
    });
  };

  return (
    <Card aria-labelledby="settings-reminders-title" role="region">
      <CardHeader>
        <SectionTitle id="settings-reminders-title">Reminders</SectionTitle>
        <CardDescription>
          How long before each critical date its owner gets an in-app reminder. An option or lease is owned by
          the person set on it, otherwise by its building's asset manager; a task by its assignee. A proposal
          waiting for approval reminds its approvers after the time set.
          {canEdit ? null : ' Only admins change these rules.'}
        </CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit}>
        <CardContent className="flex flex-col gap-4">
          {current.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : current.isError ? (
            <p role="alert" className="text-destructive text-sm">
              The reminder rules could not be loaded.
            </p>
          ) : (
            reminderKinds.map((kind) => (
              <KindRules
                key={kind}
                kind={kind}
                rules={rulesOf(rules, kind)}
                canEdit={canEdit}
                onRemove={(rule) => setRules((all) => all.filter((other) => other !== rule))}
                onAdd={(rule) => {
                  setRules((all) => [...all, rule]);
                  setError(undefined);
                }}
                taken={(rule) =>
                  rules.some(
                    (other) =>
                      other.kind === rule.kind && other.offset === rule.offset && other.unit === rule.unit,
                  )
                }
              />
            ))
          )}
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </CardContent>
        {canEdit ? (
          <CardFooter className="justify-end">
            <Button type="submit" disabled={save.isPending || current.isPending}>
              {save.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              Save reminders
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}

type KindRulesProps = {
  kind: ReminderKind;
  rules: ReminderRule[];
  canEdit: boolean;
  onRemove: (rule: ReminderRule) => void;
  onAdd: (rule: ReminderRule) => void;
  taken: (rule: ReminderRule) => boolean;
};

function KindRules({ kind, rules, canEdit, onRemove, onAdd, taken }: KindRulesProps) {
  const id = useId();
  const [offset, setOffset] = useState('');
  const [unit, setUnit] = useState<ReminderUnit>(kind === 'lease_expiry' ? 'months' : 'days');
  const [problem, setProblem] = useState<string | undefined>();
  const label = reminderKindLabels[kind];

  const add = () => {
    const value = Number(offset);
    if (!Number.isInteger(value) || value < 1 || value > 999) {
      setProblem('Enter a whole number from 1 to 999');
      return;
    }
    const rule = { kind, offset: value, unit };
    if (taken(rule)) {
      setProblem(`${ruleTiming(rule)} is already a rule`);
      return;
    }
    if (rules.length >= maxRulesPerKind) {
      setProblem(`At most ${maxRulesPerKind} rules for ${label}`);
      return;
    }
    setProblem(undefined);
    setOffset('');
    onAdd(rule);
  };

  return (
    <fieldset className="flex flex-col gap-2 border-border border-b pb-4 last:border-0 last:pb-0">
      <legend className="mb-2 font-medium text-sm">{label}</legend>
      <ul aria-label={`${label} reminders`} className="flex flex-wrap gap-2">
        {rules.length === 0 ? <li className="text-muted-foreground text-sm">No reminders</li> : null}
        {rules.map((rule) => (
          <li key={`${rule.offset}-${rule.unit}`}>
            <Badge className="gap-1 text-sm">
              {ruleTiming(rule)}
              {canEdit ? (
                <button
                  type="button"
                  aria-label={`Remove ${ruleTiming(rule)} (${label.toLowerCase()})`}
                  onClick={() => onRemove(rule)}
                  className="-mr-1 cursor-pointer rounded-sm p-0.5 hover:bg-slate-200"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              ) : null}
            </Badge>
          </li>
        ))}
      </ul>
      {canEdit ? (
        <div className="flex flex-wrap items-start gap-2">
          <Input
            id={`${id}-offset`}
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            step={1}
            value={offset}
            aria-label={`${label}: reminder offset`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            placeholder="e.g. 14"
            onChange={(event) => setOffset(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            className="w-28"
          />
          <Select value={unit} onValueChange={(value) => setUnit(value as ReminderUnit)}>
            <SelectTrigger aria-label={`${label}: reminder unit`} className="w-44" />
            <SelectContent>
              {reminderUnits.map((value) => (
                <SelectItem key={value} value={value}>
                  {kind === 'approval_waiting' ? `${value} of waiting` : `${value} before`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            type="button"
            variant="outline"
            onClick={add}
            aria-label={`Add a ${label.toLowerCase()} reminder`}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="basis-full text-destructive text-sm">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Every IANA zone this browser knows (the server checks the same names). */
function timeZoneNames(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}

/**
 * The organisation's time zone (admins): every "today", due date and notice window is read in it,
 * so a deadline stays on its own day wherever the server runs.
 */
export function TimeZoneSection() {
  const fieldId = `${useId()}-time-zone`;
  const current = useTimeZoneSetting();
  const save = useSaveTimeZone();
  const [error, setError] = useState<string | undefined>();
  const search = async (text: string): Promise<SearchOption[]> => {
    const needle = text.trim().toLowerCase().replace(/\s+/g, '_');
    return timeZoneNames()
      .filter((zone) => zone.toLowerCase().includes(needle))
      .slice(0, 50)
      .map((zone) => ({ id: zone, name: zone.replace(/_/g, ' ') }));
  };
  return (
    <Card aria-labelledby="settings-time-zone-title" role="region">
      <CardHeader>
        <SectionTitle id="settings-time-zone-title">Time zone</SectionTitle>
        <CardDescription>
          The organisation's time zone: "today", notice deadlines, days to deadline and reminders are read in
          it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:max-w-md">
        {current.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <>
            <label htmlFor={fieldId} className="font-medium text-sm">
              Organisation time zone
            </label>
            <SearchCombobox
              id={fieldId}
              value={current.data?.timeZone ?? null}
              valueLabel={current.data?.timeZone.replace(/_/g, ' ')}
              search={(text) => search(text)}
              queryKey={['settings', 'time-zone-names']}
              searchLabel="Search time zones"
              disabled={save.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
              onChange={(option) =>
                save.mutate(String(option.id), {
                  onSuccess: (saved) => {
                    setError(undefined);
                    toast({ title: 'Time zone saved', description: saved.timeZone.replace(/_/g, ' ') });
                  },
                  onError: (failure) => setError(errorText(failure, 'The time zone could not be saved.')),
                })
              }
            />
            <p id={`${fieldId}-hint`} className="text-muted-foreground text-sm">
              {current.data?.isDefault ? "Not set: the server's time zone is used." : null}
            </p>
            {error ? (
              <p id={`${fieldId}-error`} role="alert" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
