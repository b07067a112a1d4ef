import { lessonPdfFileName, lessonPdfPath, type TrainingLesson } from '@common/training';
import { Download, Printer, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/copy-text';
import { useCurrentUser } from '@/lib/session/current-user';
import { LessonEditorDialog } from './lesson-editor-dialog';
import { canEditLessons } from './training-permissions';

async function handleShare() {
  const url = window.location.href;
  if (await copyText(url)) {
    toast({ title: 'Link copied', description: 'The link to this lesson is on your clipboard.' });
  } else {
    // No clipboard here: show the link so it can be copied by hand.
    toast({ title: 'Copy this link', description: url });
  }
}

export type LessonActionsProps = { lesson: TrainingLesson };

/** 'Download PDF' (only when the lesson has one), 'Print' and 'Share'; 'Edit' for editors. */
export function LessonActions({ lesson }: LessonActionsProps) {
  const { data: user } = useCurrentUser();
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      {lesson.isPdfAvailable ? (
        <Button asChild variant="outline">
          <a href={lessonPdfPath(lesson.id)} download={lessonPdfFileName(lesson.title)}>
            <Download aria-hidden="true" className="size-4" />
            Download PDF
          </a>
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        Print
      </Button>
      <Button variant="outline" onClick={handleShare}>
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </Button>
      {canEditLessons(user?.role) ? <LessonEditorDialog lesson={lesson} /> : null}
    </div>
  );
}
