import { useCallback } from 'react';
import { PageContainer } from '@/components/ui/page-layout';
import { useCurrentUser } from '@/lib/session/current-user';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { LessonEditorDialog } from './lesson-editor-dialog';
import { TrainingHome } from './training-home';
import { canEditLessons } from './training-permissions';
import { TrainingResults } from './training-results';
import { TrainingSearchBox } from './training-search-box';
import { trainingViewFor } from './training-view';
import { useTrainingParams } from './use-training-params';

/** /training — the hero and search, then New Lessons and categories, or the results. */
export function TrainingPage() {
  const { params, setParams } = useTrainingParams();
  const applySearch = useCallback((q: string) => setParams({ q }), [setParams]);
  const search = useDebouncedText(params.q, applySearch);
  const view = trainingViewFor(params);
  const { data: user } = useCurrentUser();

  const handleClearSearch = () => {
    search.reset();
    // With no search running, the empty list is a category's: clearing goes back to the start.
    setParams(view.kind === 'search' ? { q: '' } : { q: '', category: '' });
  };

  return (
    <PageContainer>
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 px-5 py-8 text-white shadow-sm sm:px-8 sm:py-10">
        <div className="flex min-w-0 flex-col gap-5">
          <div className="min-w-0">
            <h1 className="break-words font-semibold text-2xl tracking-tight sm:text-3xl">
              Welcome to the LeaseLens Training Center
            </h1>
            <p className="mt-2 max-w-2xl text-indigo-100 text-sm sm:text-base">
              Lessons and guides for every step of leasing, from the first tour to the renewal.
            </p>
          </div>
          {/* Top-aligned, so the button lines up with the box and not with the hint under it. */}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <TrainingSearchBox value={search.text} onChange={search.setText} onSubmit={search.flush} />
            {canEditLessons(user?.role) ? (
              <div className="shrink-0">
                <LessonEditorDialog />
              </div>
            ) : null}
          </div>
        </div>
      </div>
      {view.kind === 'home' ? (
        <TrainingHome />
      ) : (
        <TrainingResults view={view} onClearSearch={handleClearSearch} />
      )}
    </PageContainer>
  );
}
