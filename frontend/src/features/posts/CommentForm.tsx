import { PostsService, type PostDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { CommentInput } from '../../ui/CommentInput';
import { callApi } from '../../lib/api';
import { addComment } from './api';

/** The comment box under a wall post: the comment joins the cached lists once sent. */
export function CommentForm({ post, autoFocus = false }: { post: PostDto; autoFocus?: boolean }) {
  const queryClient = useQueryClient();
  return (
    <CommentInput
      send={(body) => callApi(() => PostsService.createComment({ id: post.id, requestBody: { body } }))}
      onSent={({ data }) => addComment(queryClient, data)}
      autoFocus={autoFocus}
    />
  );
}
