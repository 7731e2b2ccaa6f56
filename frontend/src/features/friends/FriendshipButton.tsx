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
import { tk } from '../../i18n/keys';
import { useTranslation } from 'react-i18next';
import './words';

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
  request_sent: tk('friends:relation.request_sent'),
  request_received: tk('friends:relation.request_received'),
  friends: null,
  self: tk('friends:relation.self'),
};

/**
 * The friendship button in each state of spec §4: Add friend · Cancel request · Accept / Decline ·
 * Friends, whose menu holds Remove friend (asked first, as large networks do: ending a friendship
 * is never the button at hand). The new state shows once the call has succeeded.
 */
export function FriendshipButton({ userId, relation, name, size = 'medium', showStatus = false }: Props) {
  const { t } = useTranslation();
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
      {status && <Chip size="small" label={t(status)} variant="outlined" />}
      {relation === 'none' && button('add', t('friends:button.add'), <PersonAddIcon />, true)}
      {relation === 'request_sent' && button('withdraw', t('friends:button.cancel'), <UndoIcon />)}
      {relation === 'request_received' && (
        <>
          {button('accept', t('friends:button.accept'), <CheckIcon />, true)}
          {button('decline', t('friends:button.decline'), <CloseIcon />)}
        </>
      )}
      {relation === 'friends' && <FriendsMenu name={name ?? t('friends:button.thisMember')} size={size} removing={pending === 'remove'} onRemove={() => run('remove')} />}
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
  const { t } = useTranslation();
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
        {t('friends:button.friends')}
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
          {t('friends:button.remove')}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('friends:button.removeTitle', { name })}
        text={t('friends:button.removeText')}
        confirmLabel={t('friends:button.remove')}
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
