import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { callApi } from '../../../lib/api';

/** The `:id` of the page's address (NaN when it is not a number: the API answers 404). */
export function useItemId(): number {
  const { id } = useParams();
  return Number(id);
}

/** One item of a section, from `{ data }`, cached under `[...key, id]` (e.g. `['blogs', 'item', 4]`). */
export function useItem<T>(key: readonly string[], id: number, fetch: (id: number) => Promise<{ data: T }>) {
  return useQuery({
    queryKey: [...key, id],
    queryFn: async () => (await callApi(() => fetch(id))).data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
