import BlockIcon from '@mui/icons-material/Block';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { FriendsService } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReportDialog } from '../../ui/ReportDialog';
import { ReportMenuItem } from '../../ui/ReportMenu';
import { ConfirmActionMenu } from '../../ui/ConfirmActionMenu';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { profileKey } from '../../lib/paths';
import './words';

interface Props {
  user: { id: number; first_name: string; last_name: string; username: string };
}

/** The ⋮ menu of another member's profile: Block, after a confirmation; then on to my blocked list. */
export function BlockMenu({ user }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`;
  const [reporting, setReporting] = useState(false);
  const block = useMutation({
    mutationFn: () => callApi(() => FriendsService.blockUser({ id: user.id })),
    onSuccess: async () => {
      toast.success(t('profiles:block.done', { name }));
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
      <ConfirmActionMenu
        label={t('profiles:block.menu')}
        icon={<MoreVertIcon />}
        buttonSx={{ border: 1, borderColor: 'divider' }}
        itemIcon={<BlockIcon fontSize="small" />}
        itemLabel={t('profiles:block.item', { name: user.first_name })}
        title={t('profiles:block.title', { name })}
        text={t('profiles:block.text', { name: user.first_name })}
        confirmLabel={t('profiles:block.confirm')}
        onConfirm={() => block.mutateAsync()}
        extraItems={(close) => (
          <ReportMenuItem
            noun={user.first_name}
            onClick={() => {
              close();
              setReporting(true);
            }}
          />
        )}
      />
      <ReportDialog
        subject={reporting ? { type: 'user', id: user.id, noun: t('profiles:block.member') } : null}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
