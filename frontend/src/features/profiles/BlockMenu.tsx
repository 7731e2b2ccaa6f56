import BlockIcon from '@mui/icons-material/Block';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { FriendsService } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ReportDialog } from '../../ui/ReportDialog';
import { ReportMenuItem } from '../../ui/ReportMenu';
import { ConfirmActionMenu } from '../../ui/ConfirmActionMenu';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { profileKey } from '../../lib/paths';

interface Props {
  user: { id: number; first_name: string; last_name: string; username: string };
}

/** The ⋮ menu of another member's profile: Block, after a confirmation; then on to my blocked list. */
export function BlockMenu({ user }: Props) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`;
  const [reporting, setReporting] = useState(false);
  const block = useMutation({
    mutationFn: () => callApi(() => FriendsService.blockUser({ id: user.id })),
    onSuccess: async () => {
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
      <ConfirmActionMenu
        label="More actions"
        icon={<MoreVertIcon />}
        buttonSx={{ border: 1, borderColor: 'divider' }}
        itemIcon={<BlockIcon fontSize="small" />}
        itemLabel={`Block ${user.first_name}`}
        title={`Block ${name}?`}
        text={`${user.first_name} will no longer see your profile, find you or send you friend requests, and any friendship or request between you ends. You can unblock them later under Friends › Blocked.`}
        confirmLabel="Block"
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
        subject={reporting ? { type: 'user', id: user.id, noun: 'member' } : null}
        onClose={() => setReporting(false)}
      />
    </>
  );
}
