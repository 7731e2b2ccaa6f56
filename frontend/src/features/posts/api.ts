import type { CommentDto, PostDto, UserProfileDto } from '@plaza/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { mediaUrl } from '../../lib/api';
import { patchAllQueries, prependTo, removeFrom } from '../../lib/listCache';

export const POSTS_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 5;

export const postKeys = {
  feed: ['posts', 'feed'] as const,
  wall: (userId: number) => ['posts', 'wall', userId] as const,
  comments: (postId: number) => ['posts', 'comments', postId] as const,
};

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
