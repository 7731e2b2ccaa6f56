import { PostsService } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { postKeys } from './api';
import { PostList } from './PostList';
import './words';

/** My feed (GET /posts): my posts and my friends', newest first. */
export function Feed() {
  const { t } = useTranslation();
  return (
    <PostList
      queryKey={postKeys.feed}
      fetchPage={(page, take) => PostsService.listFeed({ page, take })}
      label={t('posts:feed.label')}
      loadingLabel={t('posts:feed.loading')}
      emptyTitle={t('posts:feed.emptyTitle')}
      emptyText={t('posts:feed.emptyText')}
    />
  );
}
