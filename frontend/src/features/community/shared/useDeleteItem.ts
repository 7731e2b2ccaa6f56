import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toastContext';
import { callApi, errorMessage } from '../../../lib/api';

/**
 * The Delete of an item's page: calls the API, refreshes the section's cached lists, says so (`done`:
 * a translation key) and leaves for `to`. Rejects when it failed (after a toast), so the confirmation stays open.
 */
export function useDeleteItem(section: string, done: string, to: string, call: () => Promise<unknown>): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return async () => {
    try {
      await callApi(call);
      await queryClient.invalidateQueries({ queryKey: [section] });
      toast.success(t(done));
      void navigate(to);
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  };
}
