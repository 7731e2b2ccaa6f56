import { AuthService, type SessionDto } from '@plaza/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { callApi } from '../../lib/api';
import './words';

export const sessionKeys = { all: ['auth', 'sessions'] as const };

/** Where the member is signed in: this device first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: async () => (await callApi(() => AuthService.listSessions())).data,
    // Another device may sign in or out at any time: a visit to the page shows the list as it is.
    staleTime: 0,
  });
}

/** Signs out one session, or every other one (`id` undefined); the list is read again after. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) => {
      if (id === undefined) {
        await callApi(() => AuthService.revokeOtherSessions());
      } else {
        await callApi(() => AuthService.revokeSession({ id }));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** "Chrome 131 on Linux". */
export const sessionName = (session: Pick<SessionDto, 'browser' | 'os'>) =>
  i18n.t('security:sessions.name', { browser: session.browser, os: session.os });
