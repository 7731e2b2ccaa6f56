import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { FriendsService } from '@plaza/sdk';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/EmptyState';
import { RelativeTime } from '../../ui/RelativeTime';
import { FRIENDS_PAGE_SIZE, friendKeys } from './api';
import { MemberRow } from './MemberRow';
import { PagedList } from '../../ui/PagedList';
import { Trans, useTranslation } from 'react-i18next';
import './words';

/** GET /users/blocked: the members I blocked, each with Unblock. */
export function BlockedMembers() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery({
    queryKey: friendKeys.blocked(page),
    queryFn: () => callApi(() => FriendsService.listBlockedUsers({ page, take: FRIENDS_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
  const unblock = useMutation({
    mutationFn: (id: number) => callApi(() => FriendsService.unblockUser({ id })),
    onSuccess: () => {
      toast.success(t('friends:blocked.unblocked'));
      return queryClient.invalidateQueries({ queryKey: ['friends'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <PagedList
      query={query}
      label={t('friends:blocked.label')}
      page={page}
      onPage={setPage}
      renderItem={(user) => (
        <MemberRow
          key={user.id}
          user={user}
          detail={
            <Trans i18nKey="friends:blocked.since" components={{ time: <RelativeTime date={user.blocked_at} variant="inherit" /> }} />
          }
          actions={
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              sx={{ borderColor: 'divider' }}
              loading={unblock.isPending && unblock.variables === user.id}
              onClick={() => unblock.mutate(user.id)}
            >
              {t('friends:blocked.unblock')}
            </Button>
          }
        />
      )}
      empty={
        <EmptyState
          icon={BlockIcon}
          title={t('friends:blocked.emptyTitle')}
          text={t('friends:blocked.emptyText')}
        />
      }
    />
  );
}
