import { addDays, isCalendarDay } from '@common/calendar-days';
import { type OptionType, optionTypeGroups } from '@common/option-types';
import { type OptionInput, type OptionItem, optionInputSchema, optionMessages } from '@common/options';
import { inactiveOwnerMessage } from '@common/owners';
import { zodResolver } from '@hookform/resolvers/zod';
import { format, parseISO } from 'date-fns';
import { CircleAlert, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { OwnerSelect } from '@/components/owners/owner-select';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format-date';
import type { BuildingOption } from '@/lib/properties/get-building-options';
import { useActivePropertyLeases } from '@/lib/properties/get-property-leases';
import { usePropertySuites } from '@/lib/properties/get-property-suites';
import { useOption } from './api/get-option';
import { useDeleteOption, useSaveOption } from './api/save-option';

/** What the dialog shows: a new option, or the option with this id. */
export type OptionDialogTarget = { mode: 'add' } | { mode: 'edit'; id: number } | null;

export type OptionsFormDialogProps = {
  target: OptionDialogTarget;
  assets: BuildingOption[];
  onClose: () => void;
};

type OptionFormValues = z.input<typeof optionInputSchema>;

const none = 'none';

const emptyForm: Partial<OptionFormValues> = {
  spaceId: null,
  leaseId: null,
  tenantId: null,
  noticeStart: '',
  noticeEnd: '',
  effectiveDate: '',
  targets: '',
  description: '',
  ownerId: null,
};

const formValuesOf = (option: OptionItem): OptionFormValues => ({
  propertyId: option.property.id,
  spaceId: option.space?.id ?? null,
  leaseId: option.leaseId,
  tenantId: option.tenant?.id ?? null,
  optionType: option.optionType,
  noticeStart: option.noticeStart,
  noticeEnd: option.noticeEnd,
  effectiveDate: option.effectiveDate,
  targets: option.targets ?? '',
  description: option.description ?? '',
  ownerId: option.ownerAssigned ? option.ownerId : null,
});

/** The server's message for a field, so it shows under that field. */
const serverFields: Partial<Record<string, FieldPath<OptionFormValues>>> = {
  [optionMessages.noticeEndAfterStart]: 'noticeEnd',
  [optionMessages.effectiveAfterNotice]: 'effectiveDate',
  [optionMessages.spaceNotInProperty]: 'spaceId',
  [optionMessages.leaseNotInProperty]: 'leaseId',
  [optionMessages.propertyRequired]: 'propertyId',
  [inactiveOwnerMessage]: 'ownerId',
};

/** Add Option and Edit Option; the dialog closes only after a save or delete went through. */
export function OptionsFormDialog({ target, assets, onClose }: OptionsFormDialogProps) {
  const editId = target?.mode === 'edit' ? target.id : null;
  const option = useOption(editId);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{target?.mode === 'edit' ? 'Edit Option' : 'Add Option'}</DialogTitle>
          <DialogDescription>
            Notice start, notice end and effective date must follow one another. Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        {target === null ? null : target.mode === 'add' ? (
          <OptionForm key="add" optionId={null} defaults={emptyForm} assets={assets} onDone={onClose} />
        ) : option.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm">
            <p>
              {isApiError(option.error, 404)
                ? optionMessages.notFound
                : 'The option could not be loaded. Please try again later.'}
            </p>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        ) : option.data ? (
          <OptionForm
            key={option.data.id}
            optionId={option.data.id}
            defaults={formValuesOf(option.data)}
            assetManagerName={option.data.ownerAssigned ? null : option.data.ownerName}
            assets={assets}
            onDone={onClose}
          />
        ) : (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

type OptionFormProps = {
  optionId: number | null;
  /** The building's asset manager, named on the Owner field's default choice when known. */
  assetManagerName?: string | null;
  defaults: Partial<OptionFormValues>;
  assets: BuildingOption[];
  onDone: () => void;
};

const dayOf = (value: string | undefined): Date | undefined => (value ? parseISO(value) : undefined);

/** The day after a 'yyyy-mm-dd' value; nothing while the field is empty. */
const dayAfter = (value: string | undefined): string | undefined =>
  value && isCalendarDay(value) ? addDays(value, 1) : undefined;

function OptionForm({ optionId, assetManagerName, defaults, assets, onDone }: OptionFormProps) {
  const baseId = useId();
  const fieldId = (name: string) => `${baseId}-${name}`;
  const save = useSaveOption(optionId);
  const remove = useDeleteOption();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<OptionFormValues, unknown, OptionInput>({
    resolver: zodResolver(optionInputSchema),
    defaultValues: defaults,
  });
  const propertyId = useWatch({ control, name: 'propertyId' }) ?? null;
  const [noticeStart, noticeEnd] = useWatch({ control, name: ['noticeStart', 'noticeEnd'] });
  // Each date falls after the one before it: notice start, then notice end, then the effective date.
  const firstDay: Partial<Record<'noticeStart' | 'noticeEnd' | 'effectiveDate', string>> = {
    noticeEnd: dayAfter(noticeStart),
    effectiveDate: dayAfter(noticeEnd),
  };
  const suites = usePropertySuites(propertyId);
  const leases = useActivePropertyLeases(propertyId);

  const handleSave = async (input: OptionInput) => {
    try {
      await save.mutateAsync({
        ...input,
        targets: input.targets ? input.targets : null,
        description: input.description ? input.description : null,
      });
      toast({
        title: optionId === null ? 'Option added' : 'Option saved',
        description: `${input.optionType} · notice ${formatShortDate(input.noticeStart)}–${formatShortDate(input.noticeEnd)}`,
      });
      onDone();
    } catch (error) {
      const message =
        isApiError(error) && error.status < 500 && error.serverMessage
          ? error.serverMessage
          : 'The option could not be saved. Please try again.';
      const field = serverFields[message];
      if (field) setError(field, { message }, { shouldFocus: true });
      else setError('root.server', { message });
    }
  };

  const handleDelete = async () => {
    if (optionId === null) return;
    try {
      await remove.mutateAsync(optionId);
      toast({ title: 'Option deleted' });
      onDone();
    } catch (error) {
      setConfirmDelete(false);
      setError('root.server', {
        message:
          isApiError(error) && error.status < 500 && error.serverMessage
            ? error.serverMessage
            : 'The option could not be deleted. Please try again.',
      });
    }
  };

  const a11y = (name: FieldPath<OptionFormValues>, error?: string, hint?: string) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), error, hint),
  });
  // The suite and lease lists are the chosen property's: until one is chosen they have nothing to offer.
  const noProperty = propertyId === null;
  const suiteHint = noProperty ? 'Choose an asset first: its suites are listed here.' : undefined;
  const leaseHint = noProperty ? 'Choose an asset first: its leases are listed here.' : undefined;
  const serverError = errors.root?.server?.message;
  const busy = isSubmitting || remove.isPending;

  return (
    <form noValidate onSubmit={handleSubmit(handleSave)} className="flex flex-col gap-4">
      {serverError ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
          <span>{serverError}</span>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="propertyId"
          render={({ field, fieldState }) => (
            <FormField
              id={fieldId('propertyId')}
              label="Asset"
              required
              error={fieldState.error?.message}
              className="sm:col-span-2"
            >
              <Select
                value={field.value ? String(field.value) : ''}
                onValueChange={(value) => {
                  field.onChange(Number(value));
                  setValue('spaceId', null);
                  setValue('leaseId', null);
                  setValue('tenantId', null);
                }}
              >
                <SelectTrigger
                  id={fieldId('propertyId')}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  placeholder="Choose an asset"
                  {...a11y('propertyId', fieldState.error?.message)}
                />
                <SelectContent>
                  {assets.map((asset) => (
                    <SelectItem key={asset.id} value={String(asset.id)}>
                      {asset.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="spaceId"
          render={({ field, fieldState }) => (
            <FormField
              id={fieldId('spaceId')}
              label="Suite"
              error={fieldState.error?.message}
              hint={suiteHint}
            >
              <Select
                value={field.value ? String(field.value) : none}
                onValueChange={(value) => field.onChange(value === none ? null : Number(value))}
                disabled={propertyId === null}
              >
                <SelectTrigger
                  id={fieldId('spaceId')}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...a11y('spaceId', fieldState.error?.message, suiteHint)}
                />
                <SelectContent>
                  <SelectItem value={none}>No suite</SelectItem>
                  {(suites.data ?? []).map((suite) => (
                    <SelectItem key={suite.id} value={String(suite.id)}>
                      {`Suite ${suite.suite} (floor ${suite.floorNumber})`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="leaseId"
          render={({ field, fieldState }) => (
            <FormField
              id={fieldId('leaseId')}
              label="Lease (holder)"
              error={fieldState.error?.message}
              hint={leaseHint}
            >
              <Select
                value={field.value ? String(field.value) : none}
                onValueChange={(value) => {
                  const lease = (leases.data ?? []).find((item) => String(item.id) === value);
                  field.onChange(lease ? lease.id : null);
                  setValue('tenantId', lease ? lease.tenant.id : null);
                }}
                disabled={propertyId === null}
              >
                <SelectTrigger
                  id={fieldId('leaseId')}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...a11y('leaseId', fieldState.error?.message, leaseHint)}
                />
                <SelectContent>
                  <SelectItem value={none}>No lease</SelectItem>
                  {(leases.data ?? []).map((lease) => (
                    <SelectItem key={lease.id} value={String(lease.id)}>
                      {`${lease.tenant.name} — Suite ${lease.suite}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="optionType"
          render={({ field, fieldState }) => (
            <FormField
              id={fieldId('optionType')}
              label="Option Type"
              required
              error={fieldState.error?.message}
              className="sm:col-span-2"
            >
              <Select
                value={field.value ?? ''}
                onValueChange={(value) => field.onChange(value as OptionType)}
              >
                <SelectTrigger
                  id={fieldId('optionType')}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  placeholder="Choose a type"
                  {...a11y('optionType', fieldState.error?.message)}
                />
                <SelectContent>
                  {Object.entries(optionTypeGroups).map(([group, types]) => (
                    <SelectGroup key={group}>
                      <SelectLabel>{group}</SelectLabel>
                      {types.map((type) => (
                        <SelectItem key={type} value={type}>
                          {type}
                        </SelectItem>
                      ))}
                    </SelectGroup>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          )}
        />
        {(
          [
            ['noticeStart', 'Notice Start'],
            ['noticeEnd', 'Notice End'],
            ['effectiveDate', 'Effective'],
          ] as const
        ).map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <FormField id={fieldId(name)} label={label} required error={fieldState.error?.message}>
                <DatePicker
                  id={fieldId(name)}
                  min={firstDay[name]}
                  value={dayOf(field.value)}
                  onChange={(day) => field.onChange(day ? format(day, 'yyyy-MM-dd') : '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  {...a11y(name, fieldState.error?.message)}
                />
              </FormField>
            )}
          />
        ))}
        <Controller
          control={control}
          name="ownerId"
          render={({ field, fieldState }) => (
            <FormField
              id={fieldId('ownerId')}
              label="Owner"
              error={fieldState.error?.message}
              hint="Gets the reminders for this option's dates."
              className="sm:col-span-2"
            >
              <OwnerSelect
                id={fieldId('ownerId')}
                value={field.value ?? null}
                onChange={field.onChange}
                assetManagerName={assetManagerName}
                ref={field.ref}
                onBlur={field.onBlur}
                {...a11y('ownerId', fieldState.error?.message, "Gets the reminders for this option's dates.")}
              />
            </FormField>
          )}
        />
        <FormField
          id={fieldId('targets')}
          label="Targets"
          error={errors.targets?.message}
          className="sm:col-span-2"
        >
          <Input
            id={fieldId('targets')}
            autoComplete="off"
            placeholder="e.g. Suite 300, 5-year term at 95% of FMV"
            {...a11y('targets', errors.targets?.message)}
            {...register('targets')}
          />
        </FormField>
        <FormField
          id={fieldId('description')}
          label="Description"
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea
            id={fieldId('description')}
            rows={3}
            {...a11y('description', errors.description?.message)}
            {...register('description')}
          />
        </FormField>
      </div>
      {confirmDelete ? (
        <div
          role="alertdialog"
          aria-label="Delete this option?"
          className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="text-red-800">Delete this option? This cannot be undone.</span>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setConfirmDelete(false)} disabled={busy}>
              Keep it
            </Button>
            <Button variant="destructive" size="sm" onClick={handleDelete} disabled={busy}>
              {remove.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              Delete option
            </Button>
          </div>
        </div>
      ) : null}
      <DialogFooter className="sm:justify-between">
        {optionId !== null ? (
          <Button
            variant="ghost"
            className="text-destructive"
            onClick={() => setConfirmDelete(true)}
            disabled={busy || confirmDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {optionId === null ? 'Add option' : 'Save changes'}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
