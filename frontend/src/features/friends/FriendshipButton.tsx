import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { Relation } from './relation';
import { useRelationActions, type RelationAction } from './useRelationActions';

interface Props {
  userId: number;
  relation: Relation;
  /** Small buttons for list rows; medium on a profile. */
  size?: 'small' | 'medium';
  /** Says the relation in words beside the buttons ("Request sent", "Friends"). */
  showStatus?: boolean;
}

export const RELATION_STATUS: Record<Relation, string | null> = {
  none: null,
  request_sent: 'Request sent',
  request_received: 'Wants to be your friend',
  friends: 'Friends',
  self: 'You',
};

/**
 * The friendship button in each state of spec §4: Add friend · Cancel request · Accept / Decline ·
 * Remove friend. The new state shows once the call has succeeded.
 */
export function FriendshipButton({ userId, relation, size = 'medium', showStatus = false }: Props) {
  const { run, pending } = useRelationActions(userId, relation);
  const busy = pending !== null;
  const button = (action: RelationAction, label: string, icon: ReactNode, primary = false) => (
    <Button
      size={size}
      variant={primary ? 'contained' : 'outlined'}
      color={primary ? 'primary' : 'inherit'}
      startIcon={icon}
      loading={pending === action}
      disabled={busy && pending !== action}
      onClick={() => run(action)}
      sx={{ whiteSpace: 'nowrap', ...(primary ? {} : { borderColor: 'divider' }) }}
    >
      {label}
    </Button>
  );
  const status = showStatus ? RELATION_STATUS[relation] : null;

  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {status && (
        <Chip
          size="small"
          label={status}
          icon={relation === 'friends' ? <HowToRegIcon /> : undefined}
          color={relation === 'friends' ? 'success' : 'default'}
          variant="outlined"
        />
      )}
      {relation === 'none' && button('add', 'Add friend', <PersonAddIcon />, true)}
      {relation === 'request_sent' && button('withdraw', 'Cancel request', <UndoIcon />)}
      {relation === 'request_received' && (
        <>
          {button('accept', 'Accept', <CheckIcon />, true)}
          {button('decline', 'Decline', <CloseIcon />)}
        </>
      )}
      {relation === 'friends' && button('remove', 'Remove friend', <PersonRemoveIcon />)}
    </Stack>
  );
}
