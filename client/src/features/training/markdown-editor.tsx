import { lessonExcerpt } from '@common/training';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { LessonMarkdown } from './lesson-markdown';

export type MarkdownEditorProps = {
  id: string;
  /** The content field's registration (react-hook-form). */
  field: UseFormRegisterReturn;
  /** The current text, for the preview. */
  value: string;
  invalid: boolean;
  describedBy?: string;
};

/** Write (a markdown textarea) and Preview (the lesson's own safe renderer, plus the card excerpt). */
export function MarkdownEditor({ id, field, value, invalid, describedBy }: MarkdownEditorProps) {
  const [tab, setTab] = useState('write');
  const excerpt = lessonExcerpt(value);
  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-2">
      <TabsList aria-label="Content editor">
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      {/* Kept mounted so the field stays registered (and focusable on an error) while previewing. */}
      <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
        <Textarea
          id={id}
          rows={14}
          spellCheck
          placeholder={
            '# Heading\n\nWrite the lesson in markdown: **bold**, lists, tables, [links](https://…).'
          }
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="min-h-64 resize-y font-mono text-[13px] leading-6"
          {...field}
        />
      </TabsContent>
      <TabsContent value="preview">
        <div className="flex flex-col gap-3">
          <section
            aria-label="Preview"
            className="max-h-[50dvh] min-h-64 overflow-y-auto rounded-md border border-border bg-white p-4"
          >
            {value.trim() ? (
              <LessonMarkdown content={value} />
            ) : (
              <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
            )}
          </section>
          <p className="text-muted-foreground text-xs">
            <span className="font-medium text-foreground">Card excerpt: </span>
            {excerpt || 'none (the card shows only the title)'}
          </p>
        </div>
      </TabsContent>
    </Tabs>
  );
}
