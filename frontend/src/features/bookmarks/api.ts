import { BookmarksService, type BookmarkDto, type BookmarkGroup } from '@plaza/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '../../lib/listCache';
import { tk } from '../../i18n/keys';
import './words';

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  group: (group: BookmarkGroup, page: number) => ['bookmarks', group, page] as const,
};

/** Bookmarks shown per group and page. */
export const BOOKMARKS_PAGE_SIZE = 20;

/** The three groups, with the keys of the names the page gives them. */
export const BOOKMARK_GROUPS: { group: BookmarkGroup; label: string }[] = [
  { group: 'bank', label: tk('bookmarks:groups.bank') },
  { group: 'mail', label: tk('bookmarks:groups.mail') },
  { group: 'social', label: tk('bookmarks:groups.social') },
];

const LISTS: Record<BookmarkGroup, (q: { page: number; take: number }) => Promise<Paged<BookmarkDto>>> = {
  bank: (q) => BookmarksService.listBankBookmarks(q),
  mail: (q) => BookmarksService.listMailBookmarks(q),
  social: (q) => BookmarksService.listSocialBookmarks(q),
};

/** One group's bookmarks, top first (the spec's default order, desc). */
export function useBookmarks(group: BookmarkGroup, page: number) {
  return useQuery({
    queryKey: bookmarkKeys.group(group, page),
    queryFn: () => LISTS[group]({ page, take: BOOKMARKS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** The host a link goes to, as shown under its title. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
