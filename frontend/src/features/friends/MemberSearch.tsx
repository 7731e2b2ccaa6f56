import PersonSearchIcon from '@mui/icons-material/PersonSearch';
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

/** GET /friends/search: members whose name or username holds every word, case and accents ignored. */
export function MemberSearch({ words }: { words: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: friendKeys.search(words, page),
    queryFn: () => callApi(() => FriendsService.searchMembers({ search: words, page, take: FRIENDS_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      query={query}
      label={t('friends:search.results')}
      page={page}
      onPage={setPage}
      renderItem={(item) => <FriendItem key={item.id} item={item} />}
      empty={
        <EmptyState
          icon={PersonSearchIcon}
          title={t('friends:search.noMatch', { words })}
          text={t('friends:search.noMatchText')}
        />
      }
    />
  );
}
