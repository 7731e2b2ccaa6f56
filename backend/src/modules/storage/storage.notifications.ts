import { notification } from '../../common/notifications/notification-kind';
import { excerpt } from '../../common/sql/fragments';

/** What the storage domain notifies of: a share by item and friend, while it is still shared (unsharing deletes it, see the storage migration). */
export const STORAGE_NOTIFICATIONS = [
  notification(
    'StorageShared',
    'storage.shared',
    ({ itemId, ownerId, friendId, name }) => ({ recipientId: friendId, actorId: ownerId, subject: { type: 'storage', id: itemId }, context: null, description: excerpt(name) }),
    {
      joins: 'join storage_items i on i.id = ? and i.user_id = actor.id join storage_shares s on s.item_id = i.id and s.user_id = me.id',
      subject: [`'storage'`, 'i.id'],
      key: `'StorageShared-' || i.id || '-' || me.id`,
      params: (job) => [job.subject?.id],
    },
  ),
];
