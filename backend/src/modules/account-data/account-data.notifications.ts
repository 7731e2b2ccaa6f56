import { notification } from '../../common/notifications/notification-kind';

/** What the account-data domain notifies of: the member's own export, ready (they are its actor). */
export const ACCOUNT_DATA_NOTIFICATIONS = [
  // Once per export, while it is ready.
  notification(
    'ExportReady',
    'export.ready',
    ({ exportId, userId }) => ({ recipientId: userId, actorId: userId, subject: { type: 'export', id: exportId }, context: null, description: null }),
    {
      joins: `join member_exports x on x.id = ? and x.user_id = me.id and x.status = 'ready'`,
      subject: [`'export'`, 'x.id'],
      key: `'ExportReady-' || x.id`,
      params: (job) => [job.subject?.id],
      self: true,
    },
  ),
];
