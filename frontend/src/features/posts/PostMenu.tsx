import DeleteIcon from '@mui/icons-material/Delete';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { PostsService, type PostDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../app/toasts/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { dropPost } from './api';
import { ConfirmDialog } from './ConfirmDialog';

/** The ⋯ menu of my own post: Delete, after a confirmation. */
export function PostMenu({ post }: { post: PostDto }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => callApi(() => PostsService.deletePost({ id: post.id })),
    onSuccess: () => {
      setConfirming(false);
      toast.success('Post deleted.');
      dropPost(queryClient, post);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <>
      <IconButton aria-label="Post actions" onClick={(event) => setAnchor(event.currentTarget)} size="small">
        <MoreHorizIcon />
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
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          Delete post
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title="Delete this post?"
        text="Its likes and comments go with it. This cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
