import {
  type ActionPlanInput,
  type ActionPlanRecord,
  type ActionPlanValues,
  actionPlanInputSchema,
  actionTypeLabels,
  actionTypes,
  defaultActionPlanDates,
  defaultActionType,
  riskDemoMessages,
} from '@common/risk';
import { zodResolver } from '@hookform/resolvers/zod';
import { format, parseISO } from 'date-fns';
import { Loader2 } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { applyServerError } from '@/lib/apply-server-error';
import { useCreateActionPlan } from '@/lib/risk/create-action-plan';
import { useAssignees } from '@/lib/risk/get-assignees';

export type ActionPlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tenantId: number;
  propertyId: number | null;
  /** Named in the success toast. */
  tenantName: string;
  onCreated?: (plan: ActionPlanRecord) => void;
};

/** 'Create Tenant Action Plan', at most 500 px wide; closes on success or Cancel, stays open on failure. */
export function ActionPlanDialog({ open, onOpenChange, ...formProps }: ActionPlanDialogProps) {
  const createActionPlan = useCreateActionPlan();
  const saving = createActionPlan.isPending;
  const handleOpenChange = (next: boolean) => {
    if (saving) return;
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-[500px]" hideCloseButton={saving}>
        <DialogHeader>
          <DialogTitle>Create Tenant Action Plan</DialogTitle>
          <DialogDescription>Plan the next step with {formProps.tenantName}.</DialogDescription>
        </DialogHeader>
        <ActionPlanForm
          {...formProps}
          saving={saving}
          onSave={createActionPlan.mutateAsync}
          onClose={() => handleOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type ActionPlanFormProps = Omit<ActionPlanDialogProps, 'open' | 'onOpenChange'> & {
  saving: boolean;
  onSave: (values: ActionPlanValues) => Promise<ActionPlanRecord>;
  onClose: () => void;
};

const isoDay = (day: Date): string => format(day, 'yyyy-MM-dd');

/** Contact, due in 7 days, follow-up in 14. Read once, when the form mounts. */
function initialValues(tenantId: number, propertyId: number | null): Partial<ActionPlanInput> {
  const { dueDate, followupDate } = defaultActionPlanDates();
  return {
    tenantId,
    propertyId,
    actionType: defaultActionType,
    description: '',
    dueDate: isoDay(dueDate),
    followupDate: isoDay(followupDate),
  };
}
const dayOf = (value: string | null | undefined): Date | undefined => (value ? parseISO(value) : undefined);

/** The inputs a refusal from the server may name, to show its message under. */
const actionPlanFields: readonly (keyof ActionPlanInput)[] = [
  'actionType',
  'description',
  'assignedTo',
  'dueDate',
  'followupDate',
];

const actionTypeOptions = actionTypes.map((value) => ({ value, label: actionTypeLabels[value] }));

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-destructive text-xs">
      {message}
    </p>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

/** Mounted each time the dialog opens, so the defaults (contact, +7 and +14 days) start afresh. */
function ActionPlanForm({
  tenantId,
  propertyId,
  tenantName,
  onCreated,
  saving,
  onSave,
  onClose,
}: ActionPlanFormProps) {
  const assignees = useAssignees();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ActionPlanInput, unknown, ActionPlanValues>({
    resolver: zodResolver(actionPlanInputSchema),
    defaultValues: initialValues(tenantId, propertyId),
  });
  // The follow-up cannot come before the due date.
  const dueDate = useWatch({ control, name: 'dueDate' });

  const handleSave = async (values: ActionPlanValues) => {
    try {
      const plan = await onSave(values);
      toast({
        title: riskDemoMessages.actionPlanCreated,
        description: riskDemoMessages.actionPlanCreatedDescription(tenantName),
      });
      onCreated?.(plan);
      onClose();
    } catch (error) {
      const message = applyServerError(
        { setError },
        error,
        actionPlanFields,
        riskDemoMessages.actionPlanFailed,
      );
      if (!message) return;
      toast({
        title: riskDemoMessages.actionPlanFailedTitle,
        // A refusal (an open plan of that type exists) names the plan; anything else is worth another try.
        description: isApiError(error, 409) ? message : riskDemoMessages.actionPlanFailed,
        variant: 'destructive',
      });
    }
  };

  const invalid = (name: keyof ActionPlanInput) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `action-plan-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={handleSubmit(handleSave)} className="flex flex-col gap-4">
      <Controller
        control={control}
        name="actionType"
        render={({ field }) => (
          <SelectField
            id="action-plan-actionType"
            label="Action Type"
            error={errors.actionType?.message}
            value={field.value}
            onValueChange={field.onChange}
            options={actionTypeOptions}
            disabled={saving}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormField
        id="action-plan-description"
        label="Description"
        required
        error={errors.description?.message}
      >
        <Textarea
          rows={3}
          required
          disabled={saving}
          placeholder="What should happen, and why?"
          {...fieldA11y('action-plan-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <Controller
        control={control}
        name="assignedTo"
        render={({ field }) => (
          <SelectField
            id="action-plan-assignedTo"
            label="Assign To"
            required
            error={errors.assignedTo?.message}
            value={field.value ? String(field.value) : ''}
            onValueChange={(value) => field.onChange(Number(value))}
            options={(assignees.data ?? []).map((user) => ({ value: String(user.id), label: user.fullName }))}
            placeholder={assignees.isError ? 'Unable to load users' : 'Select assignee'}
            disabled={saving || !assignees.data}
            triggerRef={field.ref}
            onBlur={field.onBlur}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <Label id="action-plan-dueDate-label" htmlFor="action-plan-dueDate">
            Due Date <RequiredMark />
          </Label>
          <Controller
            control={control}
            name="dueDate"
            render={({ field }) => (
              <DatePicker
                id="action-plan-dueDate"
                labelId="action-plan-dueDate-label"
                ref={field.ref}
                required
                disabled={saving}
                value={dayOf(field.value)}
                onChange={(day) => field.onChange(day ? isoDay(day) : '')}
                onBlur={field.onBlur}
                {...invalid('dueDate')}
              />
            )}
          />
          <FieldError id="action-plan-dueDate-error" message={errors.dueDate?.message} />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label id="action-plan-followupDate-label" htmlFor="action-plan-followupDate">
            Follow-up Date
          </Label>
          <Controller
            control={control}
            name="followupDate"
            render={({ field }) => (
              <DatePicker
                id="action-plan-followupDate"
                labelId="action-plan-followupDate-label"
                ref={field.ref}
                disabled={saving}
                placeholder="No follow-up"
                min={dueDate || undefined}
                value={dayOf(field.value)}
                onChange={(day) => field.onChange(day ? isoDay(day) : null)}
                onBlur={field.onBlur}
                {...invalid('followupDate')}
              />
            )}
          />
          <FieldError id="action-plan-followupDate-error" message={errors.followupDate?.message} />
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Create Action Plan
        </Button>
      </DialogFooter>
    </form>
  );
}
