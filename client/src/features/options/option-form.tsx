import { type OptionInput, optionInputSchema } from '@common/options';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/use-toast';
import { applyServerError } from '@/lib/apply-server-error';
import { errorText } from '@/lib/error-text';
import { formatShortDate } from '@/lib/format-date';
import type { BuildingOption } from '@/lib/properties/get-building-options';
import { useDeleteOption, useSaveOption } from './api/save-option';
import { OptionDeleteConfirmation } from './option-delete-confirmation';
import { type OptionFieldId, type OptionFormValues, optionFormFields } from './option-form-values';
import { OptionNoteFields } from './option-note-fields';
import { OptionPlaceFields } from './option-place-fields';
import { OptionTermFields } from './option-term-fields';

export type OptionFormProps = {
  optionId: number | null;
  /** The building's asset manager, named on the Owner field's default choice when known. */
  assetManagerName?: string | null;
  defaults: Partial<OptionFormValues>;
  assets: BuildingOption[];
  onDone: () => void;
};

/**
 * A new option (optionId null) or an existing one, with Delete for the latter. A refusal shows under
 * the input the server named, else above the form; the form closes only once a save or delete went through.
 */
export function OptionForm({ optionId, assetManagerName, defaults, assets, onDone }: OptionFormProps) {
  const baseId = useId();
  const fieldId: OptionFieldId = (name) => `${baseId}-${name}`;
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
      const alert = applyServerError(
        { setError },
        error,
        optionFormFields,
        'The option could not be saved. Please try again.',
      );
      if (alert) setError('root.server', { message: alert });
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
        message: errorText(error, 'The option could not be deleted. Please try again.'),
      });
    }
  };

  const busy = isSubmitting || remove.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(handleSave)} className="flex flex-col gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionPlaceFields control={control} setValue={setValue} assets={assets} fieldId={fieldId} />
        <OptionTermFields control={control} fieldId={fieldId} />
        <OptionNoteFields
          control={control}
          register={register}
          errors={errors}
          fieldId={fieldId}
          assetManagerName={assetManagerName}
        />
      </div>
      {confirmDelete ? (
        <OptionDeleteConfirmation
          busy={busy}
          deleting={remove.isPending}
          onKeep={() => setConfirmDelete(false)}
          onDelete={handleDelete}
        />
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
