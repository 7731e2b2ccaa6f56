import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Relation } from './relation';
import { useRelationActions, type RelationAction } from './useRelationActions';

interface Props {
  userId: number;
  relation: Relation;
  /** The member's name, for the question before removing them. */
  name?: string;
  /** Small buttons for list rows; medium on a profile. */
  size?: 'small' | 'medium';
  /** Says a pending relation in words beside the buttons ("Request sent", "Wants to be your friend"). */
  showStatus?: boolean;
}

export const RELATION_STATUS: Record<Relation, string | null> = {
  none: null,
  request_sent: 'Request sent',
  request_received: 'Wants to be your friend',
  friends: null,
  self: 'You',
};

/**
 * The friendship button in each state of spec §4: Add friend · Cancel request · Accept / Decline ·
 * Friends, whose menu holds Remove friend (asked first, as large networks do: ending a friendship
 * is never the button at hand). The new state shows once the call has succeeded.
 */
export function FriendshipButton({ userId, relation, name = 'this member', size = 'medium', showStatus = false }: Props) {
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
      {status && <Chip size="small" label={status} variant="outlined" />}
      {relation === 'none' && button('add', 'Add friend', <PersonAddIcon />, true)}
      {relation === 'request_sent' && button('withdraw', 'Cancel request', <UndoIcon />)}
      {relation === 'request_received' && (
        <>
          {button('accept', 'Accept', <CheckIcon />, true)}
          {button('decline', 'Decline', <CloseIcon />)}
        </>
      )}
      {relation === 'friends' && <FriendsMenu name={name} size={size} removing={pending === 'remove'} onRemove={() => run('remove')} />}
    </Stack>
  );
}

interface MenuProps {
  name: string;
  size: 'small' | 'medium';
  removing: boolean;
  onRemove: () => void;
}

/** "Friends ▾": says we are friends, and opens the one way to end it, after a confirmation. */
function FriendsMenu({ name, size, removing, onRemove }: MenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        color="success"
        startIcon={<HowToRegIcon />}
        endIcon={<ArrowDropDownIcon />}
        loading={removing}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Friends
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <PersonRemoveIcon fontSize="small" />
          </ListItemIcon>
          Remove friend
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${name} from your friends?`}
        text="You will no longer see each other’s posts in your feeds. You can send a new friend request later."
        confirmLabel="Remove friend"
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
