import { AccountService } from '@plaza/sdk';
import { useMutation } from '@tanstack/react-query';
import { translateApiMessage } from '../../i18n/apiMessages';
import { i18n } from '../../i18n';
import { callApi, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { useToast } from '../../lib/toastContext';
import './words';

/** Cancels the scheduled deletion; the stored user then says so (the banner goes). */
export function useCancelDeletion() {
  const { user, userChanged } = useAuth();
  const toast = useToast();
  return useMutation({
    mutationFn: () => callApi(() => AccountService.cancelDeletion()),
    onSuccess: ({ data }) => {
      if (user) {
        userChanged({ ...user, deletion_scheduled_at: data.deletion_scheduled_at });
      }
      toast.success(i18n.t('security:deletion.cancelled'));
    },
    onError: (error) => toast.error(translateApiMessage(errorMessage(error))),
  });
}
