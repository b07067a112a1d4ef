import type { CreateTrainingLessonInput, TrainingLesson } from '@common/training';

/** The editor's values: the create contract's input (the form starts with every field filled). */
export type LessonFormInput = CreateTrainingLessonInput;

const emptyLesson: Required<LessonFormInput> = {
  title: '',
  category: '',
  tags: [],
  isPdfAvailable: false,
  expandedContent: '',
};

/** The form's starting values: the lesson being edited, or blank for a new one. */
export const lessonFormValues = (lesson: TrainingLesson | undefined): Required<LessonFormInput> =>
  lesson
    ? {
        title: lesson.title,
        category: lesson.category,
        tags: lesson.tags,
        isPdfAvailable: lesson.isPdfAvailable,
        expandedContent: lesson.expandedContent,
      }
    : emptyLesson;
