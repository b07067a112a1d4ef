import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSavedViews } from './api/get-saved-views';

/**
 * Opening the pipeline with no query shows my default view: until my views have answered, the list
 * waits (so the unfiltered pipeline does not flash first), then the default's query is applied once.
 * Later visits to the bare address in the same screen (Clear all) stay unfiltered. Views that cannot
 * be loaded leave the pipeline as it is.
 */
export function useDefaultView(apply: (query: string) => void): { waiting: boolean } {
  const { search } = useLocation();
  const [deciding, setDeciding] = useState(search === '');
  const views = useSavedViews();

  useEffect(() => {
    if (!deciding || views.isPending) return;
    const query = views.data?.find((view) => view.isDefault)?.query;
    if (query) apply(query);
    setDeciding(false);
  }, [deciding, views.isPending, views.data, apply]);

  return { waiting: deciding };
}
