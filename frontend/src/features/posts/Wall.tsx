import { PostsService } from '@plaza/sdk';
import { postKeys } from './api';
import { PostList } from './PostList';

/** A member's wall (GET /users/{id}/posts), newest first. */
export function Wall({ userId, firstName, mine = false }: { userId: number; firstName: string; mine?: boolean }) {
  return (
    <PostList
      queryKey={postKeys.wall(userId)}
      fetchPage={(page, take) => PostsService.listUserPosts({ id: userId, page, take })}
      label={mine ? 'My wall' : `${firstName}'s wall`}
      emptyTitle={mine ? 'Your wall is empty' : `${firstName} has not posted yet`}
      emptyText={mine ? 'Write your first post above: a thought, a photo, news for your friends.' : undefined}
    />
  );
}
