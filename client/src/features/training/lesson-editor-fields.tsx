import type { CreateTrainingLesson } from '@common/training';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { describedBy, FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { useTrainingCategories } from './api/get-training-categories';
import type { LessonFormInput } from './lesson-form';
import { formatTags, parseTags } from './lesson-tags';
import { MarkdownEditor } from './markdown-editor';

type TagsInputProps = {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string | undefined;
};

/** Tags typed as 'renewals, negotiation': the form holds the list, the box the text as typed. */
function TagsInput({ id, value, onChange, onBlur, invalid, describedBy }: TagsInputProps) {
  const [text, setText] = useState(() => formatTags(value));
  return (
    <Input
      id={id}
      value={text}
      placeholder="renewals, negotiation"
      autoComplete="off"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseTags(event.target.value));
      }}
    />
  );
}

/** The first message of a list field: the list's own, or the first item's. */
function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error as Record<string, unknown>)) {
    const message = listErrorMessage(item);
    if (message) return message;
  }
  return undefined;
}

export type LessonEditorFieldsProps = {
  form: UseFormReturn<LessonFormInput, unknown, CreateTrainingLesson>;
};

/** The lesson form's fields, each labelled and tied to its error message. */
export function LessonEditorFields({ form }: LessonEditorFieldsProps) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const categories = useTrainingCategories();
  const tagsError = listErrorMessage(errors.tags);
  const tagsHint = tagsError ? undefined : 'Separate tags with commas.';

  return (
    <>
      <FormField id="lesson-title" label="Title" required error={errors.title?.message}>
        <Input
          aria-required="true"
          {...fieldA11y('lesson-title', errors.title?.message)}
          {...register('title')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <SelectField
              id="lesson-category"
              label="Category"
              required
              error={errors.category?.message}
              placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
              options={(categories.data ?? []).map((category) => ({
                value: category.name,
                label: category.displayName,
              }))}
              value={field.value || undefined}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormField id="lesson-tags" label="Tags" error={tagsError} hint={tagsHint}>
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagsInput
                id="lesson-tags"
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(tagsError)}
                describedBy={describedBy('lesson-tags', tagsError, tagsHint)}
              />
            )}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="isPdfAvailable"
          render={({ field }) => (
            <Switch
              id="lesson-isPdfAvailable"
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="lesson-isPdfAvailable">Offer a PDF download</Label>
      </div>
      <FormField id="lesson-expandedContent" label="Content" required error={errors.expandedContent?.message}>
        <MarkdownEditor
          id="lesson-expandedContent"
          field={register('expandedContent')}
          value={watch('expandedContent')}
          invalid={Boolean(errors.expandedContent)}
          describedBy={describedBy('lesson-expandedContent', errors.expandedContent?.message)}
        />
      </FormField>
    </>
  );
}
