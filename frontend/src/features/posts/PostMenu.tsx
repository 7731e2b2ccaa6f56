import DeleteIcon from '@mui/icons-material/Delete';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { PostsService, type PostDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmActionMenu } from '../../ui/ConfirmActionMenu';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { dropMyPost } from './api';

/** The ⋯ menu of my own post: Delete, after a confirmation. */
export function PostMenu({ post }: { post: PostDto }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => callApi(() => PostsService.deletePost({ id: post.id })),
    onSuccess: () => {
      toast.success('Post deleted.');
      dropMyPost(queryClient, post);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <ConfirmActionMenu
      label="Post actions"
      icon={<MoreHorizIcon />}
      buttonSize="small"
      itemIcon={<DeleteIcon fontSize="small" />}
      itemLabel="Delete post"
      title="Delete this post?"
      text="Its likes and comments go with it. This cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
