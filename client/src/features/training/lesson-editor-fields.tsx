import type { CreateTrainingLesson } from '@common/training';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useTrainingCategories } from './api/get-training-categories';
import type { LessonFormInput } from './lesson-form';
import { formatTags, parseTags } from './lesson-tags';
import { MarkdownEditor } from './markdown-editor';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-destructive text-xs">
      {message}
    </p>
  );
}

type TagsInputProps = {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string;
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
  const fieldProps = (name: keyof LessonFormInput, hasError: boolean) => ({
    id: `lesson-${name}`,
    'aria-invalid': hasError || undefined,
    'aria-describedby': hasError ? `lesson-${name}-error` : undefined,
  });
  const tagsError = listErrorMessage(errors.tags);

  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor="lesson-title">
          Title{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Input aria-required="true" {...fieldProps('title', Boolean(errors.title))} {...register('title')} />
        <FieldError id="lesson-title-error" message={errors.title?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="lesson-category">
            Category{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select value={field.value || undefined} onValueChange={field.onChange}>
                <SelectTrigger
                  {...fieldProps('category', Boolean(errors.category))}
                  aria-required="true"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
                />
                <SelectContent>
                  {(categories.data ?? []).map((category) => (
                    <SelectItem key={category.id} value={category.name}>
                      {category.displayName}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="lesson-category-error" message={errors.category?.message} />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="lesson-tags">Tags</Label>
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
                describedBy={tagsError ? 'lesson-tags-error' : 'lesson-tags-hint'}
              />
            )}
          />
          {tagsError ? (
            <FieldError id="lesson-tags-error" message={tagsError} />
          ) : (
            <p id="lesson-tags-hint" className="text-muted-foreground text-xs">
              Separate tags with commas.
            </p>
          )}
        </div>
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
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor="lesson-expandedContent">
          Content{' '}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <MarkdownEditor
          id="lesson-expandedContent"
          field={register('expandedContent')}
          value={watch('expandedContent')}
          invalid={Boolean(errors.expandedContent)}
          describedBy={errors.expandedContent ? 'lesson-expandedContent-error' : undefined}
        />
        <FieldError id="lesson-expandedContent-error" message={errors.expandedContent?.message} />
      </div>
    </>
  );
}
