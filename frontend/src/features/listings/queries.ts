import { ListingsService, SavedSearchesService, type CreateSavedSearchDto, type ListingSection, type ListingStatus } from '@plaza/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { LISTINGS_PAGE_SIZE } from '../../lib/firstReads';
import { sectionApi, type ListingItem, type ListingParams, type ListingSectionSpec } from './registry';

/** Listing pages' page size: a grid of 3 × 4 cards (lib/firstReads.ts reads the first page before this code loads). */
export { LISTINGS_PAGE_SIZE };

export const listingKeys = {
  all: ['listings'] as const,
  section: (slug: string) => ['listings', slug] as const,
  list: (slug: string, params: ListingParams) => ['listings', slug, 'list', params] as const,
  item: (slug: string, id: number) => ['listings', slug, 'item', id] as const,
  mine: (params: Record<string, unknown>) => ['listings', 'mine', params] as const,
  saved: (page: number) => ['saved_searches', page] as const,
};

export function useListingPage(section: ListingSectionSpec, params: ListingParams) {
  return useQuery({
    queryKey: listingKeys.list(section.slug, params),
    queryFn: () => callApi(() => sectionApi(section).list({ take: LISTINGS_PAGE_SIZE, ...params })),
    placeholderData: keepPreviousData,
  });
}

export function useListing(section: ListingSectionSpec, id: number) {
  return useQuery({
    queryKey: listingKeys.item(section.slug, id),
    queryFn: () => callApi(() => sectionApi(section).get(id)).then((r) => r.data),
    retry: false,
  });
}

/** After a change: the listing as the API answered it, and every list of its section to refetch. */
export function useListingSaved(section: ListingSectionSpec) {
  const client = useQueryClient();
  return (item: ListingItem) => {
    client.setQueryData(listingKeys.item(section.slug, item.id), item);
    void client.invalidateQueries({ queryKey: listingKeys.section(section.slug), predicate: (q) => q.queryKey[2] === 'list' });
    void client.invalidateQueries({ queryKey: ['listings', 'mine'] });
  };
}

/** Changes a listing's status (active renews it). */
export function useSetStatus(section: ListingSectionSpec, id: number) {
  const saved = useListingSaved(section);
  return useMutation({
    mutationFn: (status: ListingStatus) => callApi(() => sectionApi(section).update(id, { status })).then((r) => r.data),
    onSuccess: saved,
  });
}

export function useMyListings(params: { page: number; section?: ListingSection; status?: ListingStatus }) {
  return useQuery({
    queryKey: listingKeys.mine(params),
    queryFn: () => callApi(() => ListingsService.listMyListings({ ...params, take: LISTINGS_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
}

export function useSavedSearches(page: number) {
  return useQuery({
    queryKey: listingKeys.saved(page),
    queryFn: () => callApi(() => SavedSearchesService.listSavedSearches({ page, take: 20 })),
    placeholderData: keepPreviousData,
  });
}

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchDto) => callApi(() => SavedSearchesService.createSavedSearch({ requestBody: body })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['saved_searches'] }),
  });
}
