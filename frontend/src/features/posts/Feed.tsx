import { PostsService } from '@plaza/sdk';
import { postKeys } from './api';
import { PostList } from './PostList';

/** My feed (GET /posts): my posts and my friends', newest first. */
export function Feed() {
  return (
    <PostList
      queryKey={postKeys.feed}
      fetchPage={(page, take) => PostsService.listFeed({ page, take })}
      label="Feed"
      emptyTitle="Your feed is quiet"
      emptyText="Posts from you and your friends show up here. Write something above, or find friends to follow along."
    />
  );
}
