import { notification } from '../../common/notifications/notification-kind';

const about = (userId: number) => ({ subject: { type: 'user', id: userId }, context: null, description: null });

/** What the friends domain notifies of. A request is keyed by its friendship row (a new request after a withdrawn one is news). */
export const FRIEND_NOTIFICATIONS = [
  notification('FriendRequest', 'friendship.requested', ({ fromId, toId }) => ({ recipientId: toId, actorId: fromId, ...about(fromId) }), {
    joins: 'join friendships f on f.requester_id = actor.id and f.addressee_id = me.id',
    subject: [`'user'`, 'actor.id'],
    key: `'FriendRequest-' || f.id`,
    params: () => [],
  }),
  notification('FriendAccept', 'friendship.accepted', ({ byId, requesterId }) => ({ recipientId: requesterId, actorId: byId, ...about(byId) }), {
    joins: `join friendships f on f.requester_id = me.id and f.addressee_id = actor.id and f.status = 'accepted'`,
    subject: [`'user'`, 'actor.id'],
    key: `'FriendAccept-' || f.id`,
    params: () => [],
  }),
];
