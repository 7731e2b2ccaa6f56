import type { FriendListItemDto } from '@plaza/sdk';
import { FriendshipButton } from './FriendshipButton';
import { MemberRow } from './MemberRow';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { formatDate } from '../../lib/format';
import './words';

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
  const when = formatDate(item.friends_since, { month: 'long', year: 'numeric' });
  return owner ? i18n.t('friends:since.theirs', { owner, when }) : i18n.t('friends:since.mine', { when });
}

/** A member of a friends, requests or search list, with my relation to them and its button. */
export function FriendItem({ item, since = false, owner }: Props) {
  // Subscribes the row to the language, which friendsSince reads.
  useTranslation();
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
