import type { NotificationType } from '../../realtime/socket-events';
import type { NotificationJob } from './notification.job';

/**
 * When a notification of one type is written, and what it is about, as SQL over `me` (the
 * recipient) and `actor`: the rows that must still exist (`joins`, with `params` from the job),
 * the subject and context they name, and the key that makes it unique. A domain that notifies
 * adds its types to NOTIFICATION_TYPES (realtime/socket-events.ts) and its rules here; nothing else in
 * the notifications module changes.
 */
export interface NotificationRule {
  joins: string;
  /** SQL: subject type and id (both null for none). */
  subject: [type: string, id: string];
  /** SQL: context type and id (both null for none). */
  context?: [type: string, id: string];
  key: string;
  params: (job: NotificationJob) => unknown[];
  /** The member is told of something about their own row (a reminder): actor and recipient are one. */
  self?: boolean;
}

/** A like of item `?` of table `table` (kind `kind`): by item and liker, so a like given again notifies once. */
function likedRule(type: NotificationType, kind: string, table: string): NotificationRule {
  return {
    joins: `join ${table} x on x.id = ? and x.user_id = me.id join ${kind}_likes l on l.${kind}_id = x.id and l.user_id = actor.id`,
    subject: [`'${kind}'`, 'x.id'],
    key: `'${type}-' || x.id || '-' || actor.id`,
    params: (job) => [job.subject?.id],
  };
}

/** A comment `?` on an item of table `table` written by the recipient. */
function commentedRule(type: NotificationType, kind: string, table: string): NotificationRule {
  return {
    joins: `join ${kind}_comments c on c.id = ? and c.user_id = actor.id join ${table} x on x.id = c.${kind}_id and x.user_id = me.id`,
    subject: [`'${kind}'`, 'x.id'],
    context: [`'${kind}_comment'`, 'c.id'],
    key: `'${type}-' || c.id`,
    params: (job) => [job.context?.id],
  };
}

/** An answer to event `?` of the recipient that still stands, once per member and answer. */
function answeredRule(type: NotificationType, status: 'going' | 'interested'): NotificationRule {
  return {
    joins: `join events x on x.id = ? and x.user_id = me.id join event_rsvps r on r.event_id = x.id and r.user_id = actor.id and r.status = '${status}'`,
    subject: [`'event'`, 'x.id'],
    key: `'${type}-' || x.id || '-' || actor.id`,
    params: (job) => [job.subject?.id],
  };
}

export const NOTIFICATION_RULES: Record<NotificationType, NotificationRule> = {
  // A friend request is keyed by its friendship row (a new request after a withdrawn one is news).
  FriendRequest: {
    joins: 'join friendships f on f.requester_id = actor.id and f.addressee_id = me.id',
    subject: [`'user'`, 'actor.id'],
    key: `'FriendRequest-' || f.id`,
    params: () => [],
  },
  FriendAccept: {
    joins: `join friendships f on f.requester_id = me.id and f.addressee_id = actor.id and f.status = 'accepted'`,
    subject: [`'user'`, 'actor.id'],
    key: `'FriendAccept-' || f.id`,
    params: () => [],
  },
  // A like by post and liker, so a like removed and given again notifies once.
  LikedPost: {
    joins: 'join posts p on p.id = ? and p.user_id = me.id join post_likes l on l.post_id = p.id and l.user_id = actor.id',
    subject: [`'post'`, 'p.id'],
    key: `'LikedPost-' || p.id || '-' || actor.id`,
    params: (job) => [job.subject?.id],
  },
  CommentedPost: {
    joins: 'join post_comments c on c.id = ? and c.user_id = actor.id join posts p on p.id = c.post_id and p.user_id = me.id',
    subject: [`'post'`, 'p.id'],
    context: [`'comment'`, 'c.id'],
    key: `'CommentedPost-' || c.id`,
    params: (job) => [job.context?.id],
  },
  // A new listing matching a saved search: the subject is the listing (its type is its section's
  // path), once per listing and member however many of their searches it matches.
  ListingMatch: {
    joins: `join listings l on l.id = ? and l.user_id = actor.id and l.status = 'active' and l.hidden_at is null
      join saved_searches s on s.id = ? and s.user_id = me.id and s.section = l.section`,
    subject: ['l.section', 'l.id'],
    context: [`'saved_search'`, 's.id'],
    key: `'ListingMatch-' || l.id || '-' || me.id`,
    params: (job) => [job.subject?.id, job.context?.id],
  },
  // The owner's own listing expires soon: once per listing and expiry date (a renewed one is reminded again).
  ListingExpiring: {
    joins: `join listings l on l.id = ? and l.user_id = me.id and l.status = 'active'`,
    subject: ['l.section', 'l.id'],
    key: `'ListingExpiring-' || l.id || '-' || floor(extract(epoch from l.expires_at))::bigint`,
    params: (job) => [job.subject?.id],
    self: true,
  },
  LikedBlog: likedRule('LikedBlog', 'blog', 'blogs'),
  CommentedBlog: commentedRule('CommentedBlog', 'blog', 'blogs'),
  LikedPicture: likedRule('LikedPicture', 'picture', 'pictures'),
  CommentedPicture: commentedRule('CommentedPicture', 'picture', 'pictures'),
  LikedVideo: likedRule('LikedVideo', 'video', 'videos'),
  CommentedVideo: commentedRule('CommentedVideo', 'video', 'videos'),
  // A reply, to each participant of the thread (its author, or a member who replied before it).
  RepliedForum: {
    joins: `join forum_replies r on r.id = ? and r.user_id = actor.id join forum_threads x on x.id = r.thread_id
      and (x.user_id = me.id or exists (select 1 from forum_replies p where p.thread_id = x.id and p.user_id = me.id and p.id < r.id))`,
    subject: [`'forum'`, 'x.id'],
    context: [`'forum_reply'`, 'r.id'],
    key: `'RepliedForum-' || r.id || '-' || me.id`,
    params: (job) => [job.context?.id],
  },
  GoingEvent: answeredRule('GoingEvent', 'going'),
  InterestedEvent: answeredRule('InterestedEvent', 'interested'),
  // A share by item and friend, while it is still shared (unsharing deletes it, see the storage migration).
  StorageShared: {
    joins: 'join storage_items i on i.id = ? and i.user_id = actor.id join storage_shares s on s.item_id = i.id and s.user_id = me.id',
    subject: [`'storage'`, 'i.id'],
    key: `'StorageShared-' || i.id || '-' || me.id`,
    params: (job) => [job.subject?.id],
  },
  // To each reporter, once per report case; about the reported thing unless it was removed.
  ReportResolved: {
    joins: `join report_cases rc on rc.id = ? and rc.status = 'resolved' and rc.resolved_by = actor.id
            join reports r on r.case_id = rc.id and r.reporter_id = me.id`,
    subject: [`case when rc.action <> 'remove' then rc.subject_type end`, `case when rc.action <> 'remove' then rc.subject_id end`],
    key: `'ReportResolved-' || rc.id || '-' || me.id`,
    params: (job) => [job.context?.id],
  },
  // The member's own data export is ready to download (once per export, while it is ready).
  ExportReady: {
    joins: `join member_exports x on x.id = ? and x.user_id = me.id and x.status = 'ready'`,
    subject: [`'export'`, 'x.id'],
    key: `'ExportReady-' || x.id`,
    params: (job) => [job.subject?.id],
    self: true,
  },
  // To the member a moderator acted on (audit log line `context`); about their content unless removed.
  ModerationNotice: {
    joins: 'join moderation_log ml on ml.id = ? and ml.actor_id = actor.id',
    subject: [`case when ml.action <> 'remove' then ml.subject_type end`, `case when ml.action <> 'remove' then ml.subject_id end`],
    key: `'ModerationNotice-' || ml.id`,
    params: (job) => [job.context?.id],
  },
};
