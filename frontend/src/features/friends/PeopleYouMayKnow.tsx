import Paper from '@mui/material/Paper';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { FriendsService, type FriendSuggestionDto } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { RowSkeletons } from '../../ui/PagedList';
import { callApi } from '../../lib/api';
import { FriendshipButton } from './FriendshipButton';
import { MemberRow } from './MemberRow';
import { i18n } from '../../i18n';
import { useTranslation } from 'react-i18next';
import './words';

/** Why a member is suggested: the friends we share ('Friends with Sam Lee and 2 others'), or that they are new here. */
export function suggestionReason(item: Pick<FriendSuggestionDto, 'mutual_friends_count' | 'mutual_friends'>): string {
  const count = item.mutual_friends_count;
  const first = item.mutual_friends[0];
  if (count === 0 || !first) {
    return i18n.t('friends:suggestions.newHere');
  }
  const name = `${first.first_name} ${first.last_name}`;
  if (count === 1) {
    return i18n.t('friends:suggestions.friendsWith', { name });
  }
  return i18n.t('friends:suggestions.mutual', { count, name });
}

interface Props {
  /** How many members to suggest. */
  take?: number;
}

/**
 * "People you may know": friends of my friends (most mutual friends first), then recent members,
 * each with Add friend. A member I sent a request to stays, showing it, until the list is shown
 * again. Nothing is shown when there is nobody to suggest.
 */
export function PeopleYouMayKnow({ take = 5 }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery({
    queryKey: ['friends', 'suggestions', take],
    queryFn: () => callApi(() => FriendsService.listSuggestions({ take })).then((r) => r.data),
  });
  if (query.isError || (query.isSuccess && query.data.length === 0)) {
    return null;
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 1 }}>
        {t('friends:suggestions.title')}
      </Typography>
      {query.isPending ? (
        <RowSkeletons count={3} />
      ) : (
        <List dense aria-labelledby={headingId} sx={{ px: 1 }}>
          {query.data.map((item) => (
            <MemberRow
              key={item.id}
              user={item}
              stacked
              detail={suggestionReason(item)}
              actions={
                <FriendshipButton userId={item.id} relation={item.friendship_state} name={`${item.first_name} ${item.last_name}`} size="small" showStatus />
              }
            />
          ))}
        </List>
      )}
    </Paper>
  );
}
