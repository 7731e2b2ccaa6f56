import type { CommentDto, PostDto, UserProfileDto } from '@plaza/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { mediaUrl } from '../../lib/api';
import { FEED_PAGE_SIZE } from '../../lib/firstReads';
import { patchAllQueries, prependTo, removeFrom } from '../../lib/listCache';

/** Posts per page (lib/firstReads.ts reads a member's first page of the feed before this code loads). */
export const POSTS_PAGE_SIZE = FEED_PAGE_SIZE;
export const COMMENTS_PAGE_SIZE = 5;

export const postKeys = {
  feed: ['posts', 'feed'] as const,
  one: (postId: number) => ['posts', 'one', postId] as const,
  wall: (userId: number) => ['posts', 'wall', userId] as const,
  comments: (postId: number) => ['posts', 'comments', postId] as const,
};

/** The page of one post, with its comments. */
export const postPath = (postId: number) => `/posts/${postId}`;

/** A post's image (`/storage/posts/<file>`). */
export function postImageUrl(file: string): string {
  return mediaUrl(`/storage/posts/${encodeURIComponent(file)}`);
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

/** A deleted post leaves every feed and wall; its own page says it is gone. */
export function dropPost(queryClient: QueryClient, post: Pick<PostDto, 'id'>): void {
  removeFrom(queryClient, postKeys.feed, post.id);
  removeFrom(queryClient, ['posts', 'wall'], post.id);
  void queryClient.invalidateQueries({ queryKey: postKeys.one(post.id) });
}

/** A deleted post of mine: gone everywhere, and one fewer on my profile. */
export function dropMyPost(queryClient: QueryClient, post: PostDto): void {
  dropPost(queryClient, post);
  shiftMyPostCount(queryClient, post.user.id, -1);
}

/**
 * A post someone else wrote (or I wrote in another tab) arrived live: in front of my feed and of
 * its author's wall, where those are cached.
 */
export function addLivePost(queryClient: QueryClient, post: PostDto): void {
  prependTo(queryClient, postKeys.feed, post);
  prependTo(queryClient, postKeys.wall(post.user.id), post);
}

/**
 * New counts arrived live: every cached copy takes them (my own like stays as it is). When the
 * comment count moved, the post's open comments are fetched again to show the new one.
 */
export function applyLiveCounts(queryClient: QueryClient, counts: { id: number; likes_count: number; comments_count: number }): void {
  let commentsMoved = false;
  patchAllQueries(
    queryClient,
    (object) => isPost(object, counts.id),
    (object) => {
      commentsMoved ||= object.comments_count !== counts.comments_count;
      return { ...object, likes_count: counts.likes_count, comments_count: counts.comments_count };
    },
  );
  if (commentsMoved) {
    void queryClient.invalidateQueries({ queryKey: postKeys.comments(counts.id) });
  }
}

export function addComment(queryClient: QueryClient, comment: CommentDto): void {
  prependTo(queryClient, postKeys.comments(comment.post_id), comment);
  shiftCommentCount(queryClient, comment.post_id, 1);
}

export function dropComment(queryClient: QueryClient, comment: CommentDto): void {
  removeFrom(queryClient, postKeys.comments(comment.post_id), comment.id);
  shiftCommentCount(queryClient, comment.post_id, -1);
}
