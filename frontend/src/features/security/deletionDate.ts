import { i18n } from '../../i18n';
import { useAuth } from '../../lib/auth/authContext';
import { formatChatDate } from '../../lib/format';

/** When my account will be deleted, or null. */
export function useDeletionDate(): Date | null {
  const { isLoggedIn, user } = useAuth();
  return isLoggedIn && user?.deletion_scheduled_at ? new Date(user.deletion_scheduled_at) : null;
}

/** The sentence the banner and the section show. */
export const deletionSentence = (when: Date) => i18n.t('common:deletion.sentence', { date: formatChatDate(when) });
