import { PostsService } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { postKeys } from './api';
import { PostList } from './PostList';
import './words';

/** A member's wall (GET /users/{id}/posts), newest first. */
export function Wall({ userId, firstName, mine = false }: { userId: number; firstName: string; mine?: boolean }) {
  const { t } = useTranslation();
  return (
    <PostList
      queryKey={postKeys.wall(userId)}
      fetchPage={(page, take) => PostsService.listUserPosts({ id: userId, page, take })}
      label={mine ? t('posts:wall.mine') : t('posts:wall.theirs', { name: firstName })}
      loadingLabel={mine ? t('posts:wall.loadingMine') : t('posts:wall.loadingTheirs', { name: firstName })}
      emptyTitle={mine ? t('posts:wall.emptyMine') : t('posts:wall.emptyTheirs', { name: firstName })}
      emptyText={mine ? t('posts:wall.emptyMineText') : undefined}
    />
  );
}
