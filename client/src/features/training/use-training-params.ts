import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { type TrainingParams, trainingParamsFrom, trainingSearchParams } from './training-view';

/** The Training Center's category and search, held in the URL (?category=, ?q=) so reload keeps them. */
export function useTrainingParams() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const params = useMemo(() => trainingParamsFrom(searchParams), [searchParams]);

  // Replace, not push: typing should not add a Back-button step per pause.
  const setParams = useCallback(
    (change: Partial<TrainingParams>) =>
      setSearchParams((current) => trainingSearchParams({ ...trainingParamsFrom(current), ...change }), {
        replace: true,
      }),
    [setSearchParams],
  );

  return { params, setParams };
}
