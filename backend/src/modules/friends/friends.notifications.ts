import { notification } from '../../common/notifications/notification-kind';

const about = (userId: number) => ({ subject: { type: 'user', id: userId }, context: null, description: null });

/** What the friends domain notifies of. A request is keyed by its friendship row (a new request after a withdrawn one is news). */
export const FRIEND_NOTIFICATIONS = [
  notification('FriendRequest', 'friendship.requested', ({ fromId, toId }) => ({ recipientId: toId, actorId: fromId, ...about(fromId) }), {
    joins: 'join friendships f on f.requester_id = actor.id and f.addressee_id = me.id',
    subject: [`'user'`, 'actor.id'],
    key: `'FriendRequest-' || f.id`,
    params: () => [],
    // The pair's one row (its unique index): accepted, still pending, or gone when withdrawn or declined.
    state: `coalesce((select case s.status when 'accepted' then 'accepted' else 'pending' end from friendships s
      where least(s.requester_id, s.addressee_id) = least(n.actor_id, n.user_id)
        and greatest(s.requester_id, s.addressee_id) = greatest(n.actor_id, n.user_id)
        and s.requester_id = n.actor_id), 'gone')`,
  }),
  notification('FriendAccept', 'friendship.accepted', ({ byId, requesterId }) => ({ recipientId: requesterId, actorId: byId, ...about(byId) }), {
    joins: `join friendships f on f.requester_id = me.id and f.addressee_id = actor.id and f.status = 'accepted'`,
    subject: [`'user'`, 'actor.id'],
    key: `'FriendAccept-' || f.id`,
    params: () => [],
  }),
];
