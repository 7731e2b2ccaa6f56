import { StorageService, type SharedByMeItemDto, type StorageItemDto, type StorageSort } from '@plaza/sdk';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '../../lib/listCache';

/** Storage is cached under ['storage', ...]: any change marks every listing stale. */
export const storageKeys = {
  all: ['storage'] as const,
  list: (folderId: number | null, sort: StorageSort, page: number) => ['storage', 'list', folderId, sort, page] as const,
  item: (id: number) => ['storage', 'item', id] as const,
  folders: (folderId: number | null) => ['storage', 'folders', folderId] as const,
  sharedWithMe: (page: number) => ['storage', 'shared-with-me', page] as const,
  sharedByMe: (page: number) => ['storage', 'shared-by-me', page] as const,
  quota: ['storage', 'quota'] as const,
};

/** Items per page of a folder. */
export const STORAGE_PAGE_SIZE = 50;

/** Sorting as a file browser offers it: names A to Z, or newest first. */
const SORT_ORDER: Record<StorageSort, 'asc' | 'desc'> = { name: 'asc', created_at: 'desc', size: 'desc' };

export function useFolderListing(folderId: number | null, sort: StorageSort, page: number) {
  return useQuery<Paged<StorageItemDto>>({
    queryKey: storageKeys.list(folderId, sort, page),
    queryFn: () => StorageService.listStorage({ folderId: folderId ?? undefined, sort, order: SORT_ORDER[sort], page, take: STORAGE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** A folder with the folders above it (the breadcrumbs). */
export function useStorageItem(id: number | null) {
  return useQuery({
    queryKey: storageKeys.item(id ?? 0),
    queryFn: async () => (await StorageService.getStorageItem({ id: id! })).data,
    enabled: id !== null,
  });
}

export function useQuota() {
  return useQuery({ queryKey: storageKeys.quota, queryFn: async () => (await StorageService.getStorageQuota()).data });
}

export function useSharedWithMe(page: number) {
  return useQuery({
    queryKey: storageKeys.sharedWithMe(page),
    queryFn: () => StorageService.listStorageSharedWithMe({ page, take: STORAGE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useSharedByMe(page: number) {
  return useQuery<Paged<SharedByMeItemDto>>({
    queryKey: storageKeys.sharedByMe(page),
    queryFn: () => StorageService.listStorageSharedByMe({ page, take: STORAGE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Marks every storage query stale (after an upload, a move, a share…). */
export function useRefreshStorage(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storageKeys.all });
}

export { formatBytes } from '../../lib/format';

/** How the page previews a file: from its type. */
export type PreviewKind = 'image' | 'pdf' | 'video' | 'audio' | 'text' | null;

export function previewKind(type: string | null): PreviewKind {
  if (!type) {
    return null;
  }
  if (/^image\/(png|jpeg|gif|webp|avif|bmp)$/.test(type)) {
    return 'image';
  }
  if (type === 'application/pdf') {
    return 'pdf';
  }
  if (/^video\/(mp4|webm|ogg|quicktime)$/.test(type)) {
    return 'video';
  }
  if (/^text\/(plain|markdown|csv)$/.test(type) || type === 'application/json') {
    return 'text';
  }
  return type.startsWith('audio/') ? 'audio' : null;
}
