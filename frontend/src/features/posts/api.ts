import type { CommentDto, PostDto, UserProfileDto } from '@plaza/sdk';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { mediaUrl } from '../../lib/api';
import type { Paged } from '../friends/api';
import { patchAllQueries } from '../users/cachePatch';

export const POSTS_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 5;

export const postKeys = {
  feed: ['posts', 'feed'] as const,
  wall: (userId: number) => ['posts', 'wall', userId] as const,
  comments: (postId: number) => ['posts', 'comments', postId] as const,
};

export type Pages<T> = InfiniteData<Paged<T>, number>;

/** The next page while the loaded ones (to) are fewer than total (spec §4). */
export function nextPage<T>(last: Paged<T>): number | undefined {
  return last.to < last.total && last.data.length > 0 ? last.page + 1 : undefined;
}

/** The items of every loaded page, each once (an item added here shifts the server's pages). */
export function flatUnique<T extends { id: number }>(data: InfiniteData<Paged<T>, unknown> | undefined): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.data) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        out.push(item);
      }
    }
  }
  return out;
}

/** A post's image (`/storage/posts/<file>`). */
export function postImageUrl(file: string): string {
  return mediaUrl(`/storage/posts/${encodeURIComponent(file)}`);
}

/** Puts `item` in front of the first cached page of the list at `key` (if that list is cached). */
export function prependTo<T>(queryClient: QueryClient, key: readonly unknown[], item: T): void {
  queryClient.setQueryData<Pages<T>>(key, (data) => {
    if (!data || data.pages.length === 0) {
      return data;
    }
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, data: [item, ...first.data], total: first.total + 1, to: first.to + 1 }, ...rest] };
  });
}

/** Takes the item with `id` out of every cached page of the lists under `key`. */
export function removeFrom(queryClient: QueryClient, key: readonly unknown[], id: number): void {
  queryClient.setQueriesData<Pages<{ id: number }>>({ queryKey: key }, (data) => {
    if (!data?.pages) {
      return data;
    }
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.data.some((item) => item.id === id)
          ? { ...page, data: page.data.filter((item) => item.id !== id), total: page.total - 1, to: page.to - 1 }
          : page,
      ),
    };
  });
}

const isPost = (object: Record<string, unknown>, id: number) => object.id === id && 'liked_by_me' in object;

/** Every cached copy of the post takes the counts the API answered with (after a like or unlike). */
export function applyPostCounts(queryClient: QueryClient, post: PostDto): void {
  patchAllQueries(
    queryClient,
    (object) => isPost(object, post.id),
    (object) => ({ ...object, likes_count: post.likes_count, liked_by_me: post.liked_by_me, comments_count: post.comments_count }),
  );
}

/** Adds `delta` to the post's comment count everywhere it is cached. */
export function shiftCommentCount(queryClient: QueryClient, postId: number, delta: number): void {
  patchAllQueries(
    queryClient,
    (object) => isPost(object, postId),
    (object) => ({ ...object, comments_count: Math.max(0, Number(object.comments_count) + delta) }),
  );
}

/** Adds `delta` to my posts count on my cached profile. */
export function shiftMyPostCount(queryClient: QueryClient, myId: number, delta: number): void {
  queryClient.setQueriesData<UserProfileDto>({ queryKey: ['profiles'] }, (profile) =>
    profile && profile.user.id === myId ? { ...profile, posts_count: Math.max(0, profile.posts_count + delta) } : profile,
  );
}

/** A new post of mine: in front of my feed and my wall. */
export function addMyPost(queryClient: QueryClient, post: PostDto): void {
  prependTo(queryClient, postKeys.feed, post);
  prependTo(queryClient, postKeys.wall(post.user.id), post);
  shiftMyPostCount(queryClient, post.user.id, 1);
}

/** A deleted post leaves every feed and wall. */
export function dropPost(queryClient: QueryClient, post: PostDto): void {
  removeFrom(queryClient, postKeys.feed, post.id);
  removeFrom(queryClient, ['posts', 'wall'], post.id);
  shiftMyPostCount(queryClient, post.user.id, -1);
}

export function addComment(queryClient: QueryClient, comment: CommentDto): void {
  prependTo(queryClient, postKeys.comments(comment.post_id), comment);
  shiftCommentCount(queryClient, comment.post_id, 1);
}

export function dropComment(queryClient: QueryClient, comment: CommentDto): void {
  removeFrom(queryClient, postKeys.comments(comment.post_id), comment.id);
  shiftCommentCount(queryClient, comment.post_id, -1);
}
