import { type CreateTrainingLesson, createTrainingLessonSchema, type TrainingLesson } from '@common/training';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/use-toast';
import { useCreateLesson } from './api/create-lesson';
import { useUpdateLesson } from './api/update-lesson';
import { LessonEditorFields } from './lesson-editor-fields';
import { type LessonFormInput, lessonFormValues } from './lesson-form';
import { placeLessonSaveError } from './lesson-save-error';
import { lessonPath } from './training-paths';

export type LessonEditorDialogProps = {
  /** The lesson to edit; without it the dialog creates a new one. */
  lesson?: TrainingLesson;
};

/**
 * 'New Lesson' / 'Edit Lesson' (admin, asset_manager): title, category, tags, PDF flag and the
 * markdown with Write/Preview, validated by the contract's `createTrainingLessonSchema`.
 */
export function LessonEditorDialog({ lesson }: LessonEditorDialogProps) {
  const editing = lesson !== undefined;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const createLesson = useCreateLesson();
  const updateLesson = useUpdateLesson();
  const form = useForm<LessonFormInput, unknown, CreateTrainingLesson>({
    resolver: zodResolver(createTrainingLessonSchema),
    defaultValues: lessonFormValues(lesson),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const handleOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    if (next) reset(lessonFormValues(lesson));
    setOpen(next);
  };

  const handleSave = async (values: CreateTrainingLesson) => {
    try {
      if (lesson) {
        await updateLesson.mutateAsync({ id: lesson.id, changes: values });
        toast({ title: 'Lesson updated', description: `“${values.title}” has been saved.` });
        setOpen(false);
      } else {
        const created = await createLesson.mutateAsync(values);
        toast({ title: 'Lesson created', description: `“${created.title}” is now in the Training Center.` });
        setOpen(false);
        navigate(lessonPath(created.id));
      }
    } catch (error) {
      const alert = placeLessonSaveError({ setError }, error);
      if (alert) setError('root.server', { message: alert });
    }
  };

  const title = editing ? 'Edit Lesson' : 'New Lesson';

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        {editing ? (
          <Button variant="outline">
            <Pencil aria-hidden="true" className="size-4" />
            Edit Lesson
          </Button>
        ) : (
          <Button variant="outline" className="h-11 border-transparent px-5">
            <Plus aria-hidden="true" className="size-4" />
            New Lesson
          </Button>
        )}
      </DialogTrigger>
      <DialogContent hideCloseButton={isSubmitting} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Change the lesson; readers see the new version at once.'
              : 'Write a lesson in markdown; it appears in its category and in New Lessons.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(handleSave)} className="flex min-w-0 flex-col gap-4">
          <FormAlert message={errors.root?.server?.message} />
          <LessonEditorFields form={form} />
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : editing ? 'Save Changes' : 'Create Lesson'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
