import { notification } from '../../common/notifications/notification-kind';

/** What the listings domain notifies of; a listing's subject type is its section's path. */
export const LISTING_NOTIFICATIONS = [
  // Once per listing and member however many of their saved searches it matches.
  notification(
    'ListingMatch',
    'listing.matched',
    ({ listingId, section, ownerId, userId, savedSearchId, title }) => ({
      recipientId: userId,
      actorId: ownerId,
      subject: { type: section, id: listingId },
      context: { type: 'saved_search', id: savedSearchId },
      description: title,
    }),
    {
      joins: `join listings l on l.id = ? and l.user_id = actor.id and l.status = 'active' and l.hidden_at is null
      join saved_searches s on s.id = ? and s.user_id = me.id and s.section = l.section`,
      subject: ['l.section', 'l.id'],
      context: [`'saved_search'`, 's.id'],
      key: `'ListingMatch-' || l.id || '-' || me.id`,
      params: (job) => [job.subject?.id, job.context?.id],
    },
  ),
  // A reminder to the owner, once per listing and expiry date (a renewed one is reminded again).
  notification(
    'ListingExpiring',
    'listing.expiring',
    ({ listingId, section, ownerId, title }) => ({ recipientId: ownerId, actorId: ownerId, subject: { type: section, id: listingId }, context: null, description: title }),
    {
      joins: `join listings l on l.id = ? and l.user_id = me.id and l.status = 'active'`,
      subject: ['l.section', 'l.id'],
      key: `'ListingExpiring-' || l.id || '-' || floor(extract(epoch from l.expires_at))::bigint`,
      params: (job) => [job.subject?.id],
      self: true,
    },
  ),
];
