import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSavedViews } from './api/get-saved-views';
import { applyViewQuery } from './pipeline-query';

type Phase = 'deciding' | 'applying' | 'done';

/**
 * Opening the pipeline with no query shows my default view: until my views have answered and the
 * default's query is in the URL, the list waits (so the unfiltered pipeline is neither asked for nor
 * flashed first). It happens once: later visits to the bare address in the same screen (Clear all)
 * stay unfiltered. Views that cannot be loaded leave the pipeline as it is.
 */
export function useDefaultView(apply: (query: string) => void): { waiting: boolean } {
  const { search } = useLocation();
  const [phase, setPhase] = useState<Phase>(search === '' ? 'deciding' : 'done');
  const views = useSavedViews();
  if (phase === 'applying' && search !== '') setPhase('done');

  useEffect(() => {
    if (phase !== 'deciding' || views.isPending) return;
    const query = views.data?.find((view) => view.isDefault)?.query ?? '';
    // A default that filters nothing the pipeline knows leaves the address bare: nothing to wait for.
    if (applyViewQuery(new URLSearchParams(), query).size > 0) {
      apply(query);
      setPhase('applying');
    } else {
      setPhase('done');
    }
  }, [phase, views.isPending, views.data, apply]);

  return { waiting: phase !== 'done' };
}
