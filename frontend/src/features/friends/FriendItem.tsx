import type { FriendListItemDto } from '@plaza/sdk';
import { format } from 'date-fns';
import { FriendshipButton } from './FriendshipButton';
import { MemberRow } from './MemberRow';

interface Props {
  item: FriendListItemDto;
  /** Say since when they are friends (friends lists). */
  since?: boolean;
}

/** A member of a friends, requests or search list, with my relation to them and its button. */
export function FriendItem({ item, since = false }: Props) {
  const isMe = item.friendship_state === 'self';
  return (
    <MemberRow
      user={item}
      isMe={isMe}
      detail={since && item.friends_since ? `Friends since ${format(new Date(item.friends_since), 'LLLL yyyy')}` : undefined}
      actions={<FriendshipButton userId={item.id} relation={item.friendship_state} size="small" showStatus />}
    />
  );
}
