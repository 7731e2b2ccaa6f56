import type { FriendListItemDto } from '@plaza/sdk';
import { format } from 'date-fns';
import { FriendshipButton } from './FriendshipButton';
import { MemberRow } from './MemberRow';

interface Props {
  item: FriendListItemDto;
  /** Say since when they are friends (friends lists). */
  since?: boolean;
  /** In another member's list: their first name, since the friendship is theirs, not mine. */
  owner?: string;
}

/** When the list's owner and this member became friends, said so that it cannot be read as my relation. */
function friendsSince(item: FriendListItemDto, owner?: string): string | undefined {
  if (!item.friends_since) {
    return undefined;
  }
  const when = format(new Date(item.friends_since), 'LLLL yyyy');
  return owner ? `Friends with ${owner} since ${when}` : `Friends since ${when}`;
}

/** A member of a friends, requests or search list, with my relation to them and its button. */
export function FriendItem({ item, since = false, owner }: Props) {
  const isMe = item.friendship_state === 'self';
  const name = `${item.first_name} ${item.last_name}`;
  return (
    <MemberRow
      user={item}
      isMe={isMe}
      detail={since ? friendsSince(item, owner) : undefined}
      actions={<FriendshipButton userId={item.id} relation={item.friendship_state} name={name} size="small" showStatus />}
    />
  );
}
