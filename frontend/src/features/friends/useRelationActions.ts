import { FriendsService, type FriendshipResponseDto } from '@plaza/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../lib/toastContext';
import { callApi, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { applyRelation, type Relation } from './relation';
import { tk } from '../../i18n/keys';
import { i18n } from '../../i18n';
import './words';

export type RelationAction = 'add' | 'withdraw' | 'accept' | 'decline' | 'remove';

const CALLS: Record<RelationAction, (user_id: number) => Promise<FriendshipResponseDto>> = {
  add: (user_id) => FriendsService.addFriend({ requestBody: { user_id } }),
  withdraw: (user_id) => FriendsService.withdrawFriendRequest({ requestBody: { user_id } }),
  accept: (user_id) => FriendsService.acceptFriend({ requestBody: { user_id } }),
  decline: (user_id) => FriendsService.declineFriend({ requestBody: { user_id } }),
  remove: (user_id) => FriendsService.removeFriend({ requestBody: { user_id } }),
};

const DONE: Record<RelationAction, string | null> = {
  add: tk('friends:done.add'),
  withdraw: tk('friends:done.withdraw'),
  accept: null,
  decline: tk('friends:done.decline'),
  remove: null,
};

/**
 * The friend calls of one member's relation; each answer is applied to the cache once it succeeds,
 * then given to `onDone` (a notification shows where its request now stands).
 */
export function useRelationActions(userId: number, relation: Relation, onDone?: (action: RelationAction) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { user } = useAuth();
  const mutation = useMutation({
    mutationFn: (action: RelationAction) => callApi(() => CALLS[action](userId)),
    onSuccess: ({ data }, action) => {
      applyRelation(queryClient, data, relation, user?.id ?? 0);
      const done = DONE[action];
      if (done) {
        toast.success(i18n.t(done));
      }
      onDone?.(action);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return {
    run: (action: RelationAction) => mutation.mutate(action),
    pending: mutation.isPending ? mutation.variables : null,
  };
}
