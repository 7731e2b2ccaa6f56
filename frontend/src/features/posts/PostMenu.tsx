import DeleteIcon from '@mui/icons-material/Delete';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { PostsService, type PostDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmActionMenu } from '../../ui/ConfirmActionMenu';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { dropMyPost } from './api';
import './words';

/** The ⋯ menu of my own post: Delete, after a confirmation. */
export function PostMenu({ post }: { post: PostDto }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: () => callApi(() => PostsService.deletePost({ id: post.id })),
    onSuccess: () => {
      toast.success(t('posts:menu.deleted'));
      dropMyPost(queryClient, post);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <ConfirmActionMenu
      label={t('posts:card.actions')}
      icon={<MoreHorizIcon />}
      buttonSize="small"
      itemIcon={<DeleteIcon fontSize="small" />}
      itemLabel={t('posts:menu.delete')}
      title={t('posts:menu.deleteTitle')}
      text={t('posts:menu.deleteText')}
      confirmLabel={t('posts:comment.delete')}
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
