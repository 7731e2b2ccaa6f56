import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CategoryDto } from '@plaza/sdk';
import { callApi } from '../../../lib/api';
import { flatUnique, nextPage, type Paged } from '../../../lib/listCache';
import { useInfiniteScroll } from '../../../lib/useInfiniteScroll';

/** The list's filters, kept in the address (`?search=…&category=3`) so a filtered list can be shared and reloaded. */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = Number(params.get('category') ?? 0) || 0;
  const set = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) {
            next.set(name, value);
          } else {
            next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((value: string) => set('search', value), [set]);
  const onCategory = useCallback((value: number) => set('category', value ? String(value) : ''), [set]);
  return { search, category, onSearch, onCategory, params, set };
}

/** A list that grows as the member scrolls (80 %, throttled), one page of `take` at a time. */
export function useScrolledList<T extends { id: number }>(key: readonly unknown[], fetchPage: (page: number) => Promise<Paged<T>>) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => callApi(() => fetchPage(pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });
  useInfiniteScroll({
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage || query.isPending,
    onLoadMore: () => void query.fetchNextPage(),
    itemCount: query.data?.pages.length ?? 0,
  });
  return { query, items: flatUnique(query.data), total: query.data?.pages[0]?.total ?? 0 };
}

/** A section's categories, when it has some (they change rarely: cached for the session). */
export function useCategories(section: string, list?: () => Promise<{ data: CategoryDto[] }>): CategoryDto[] {
  const query = useQuery({
    queryKey: [section, 'categories'],
    queryFn: () => callApi(list!),
    enabled: list !== undefined,
    staleTime: Infinity,
  });
  return query.data?.data ?? [];
}
