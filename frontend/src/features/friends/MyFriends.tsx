import PeopleIcon from '@mui/icons-material/People';
import { FriendsService } from '@plaza/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../lib/api';
import { EmptyState } from '../../ui/EmptyState';
import { FRIENDS_PAGE_SIZE, friendKeys } from './api';
import { FriendItem } from './FriendItem';
import { PagedList } from '../../ui/PagedList';
import { useTranslation } from 'react-i18next';
import './words';

/** GET /friends: my friends, most recent first, a page at a time. */
export function MyFriends() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: friendKeys.mine(page),
    queryFn: () => callApi(() => FriendsService.listFriends({ page, take: FRIENDS_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      query={query}
      label={t('friends:mine.label')}
      page={page}
      onPage={setPage}
      renderItem={(item) => <FriendItem key={item.id} item={item} since />}
      empty={
        <EmptyState
          icon={PeopleIcon}
          title={t('friends:mine.emptyTitle')}
          text={t('friends:mine.emptyText')}
        />
      }
    />
  );
}
