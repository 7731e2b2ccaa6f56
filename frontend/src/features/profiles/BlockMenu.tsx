import BlockIcon from '@mui/icons-material/Block';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { FriendsService } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../app/toasts/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../posts/ConfirmDialog';
import { profileKey } from './paths';

interface Props {
  user: { id: number; first_name: string; last_name: string; username: string };
}

/** The ⋮ menu of another member's profile: Block, after a confirmation; then on to my blocked list. */
export function BlockMenu({ user }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = `${user.first_name} ${user.last_name}`;
  const block = useMutation({
    mutationFn: () => callApi(() => FriendsService.blockUser({ id: user.id })),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(`You blocked ${name}.`);
      await navigate('/friends?tab=blocked');
      queryClient.removeQueries({ queryKey: profileKey(user.username) });
      for (const key of [['friends'], ['onlines'], ['posts']]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <>
      <IconButton aria-label="More actions" onClick={(event) => setAnchor(event.currentTarget)} sx={{ border: 1, borderColor: 'divider' }}>
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <BlockIcon fontSize="small" />
          </ListItemIcon>
          Block {user.first_name}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={`Block ${name}?`}
        text={`${user.first_name} will no longer see your profile, find you or send you friend requests, and any friendship or request between you ends. You can unblock them later under Friends › Blocked.`}
        confirmLabel="Block"
        busy={block.isPending}
        onConfirm={() => block.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
