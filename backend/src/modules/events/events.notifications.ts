import { notification } from '../../common/notifications/notification-kind';
import type { NotificationType } from '../../realtime/socket-events';

/** An answer to event `?` of the organizer that still stands, once per member and answer. */
const answered = (type: NotificationType, status: 'going' | 'interested') =>
  notification(
    type,
    'event.answered',
    (e) => (e.status === status ? { recipientId: e.organizerId, actorId: e.userId, subject: { type: 'event', id: e.eventId }, context: null, description: e.excerpt } : null),
    {
      joins: `join events x on x.id = ? and x.user_id = me.id join event_rsvps r on r.event_id = x.id and r.user_id = actor.id and r.status = '${status}'`,
      subject: [`'event'`, 'x.id'],
      key: `'${type}-' || x.id || '-' || actor.id`,
      params: (job) => [job.subject?.id],
    },
  );

/** What the events domain notifies of. */
export const EVENT_NOTIFICATIONS = [answered('GoingEvent', 'going'), answered('InterestedEvent', 'interested')];
