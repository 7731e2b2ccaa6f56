import type { NotificationType } from '../../../realtime/socket-events';

/** What a pushed notification says after the actor's name (as the app's list says it). */
const quote = (text: string | null, max = 80) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};
const about = (did: string) => (text: string | null) => (quote(text) ? `${did}: "${quote(text)}"` : did);

const SENTENCES: Record<NotificationType, (description: string | null) => string> = {
  FriendRequest: () => 'sent you a friend request',
  FriendAccept: () => 'accepted your friend request',
  LikedPost: () => 'liked your post',
  CommentedPost: about('commented on your post'),
  ListingMatch: (d) => (quote(d) ? `posted "${quote(d)}", which matches your saved search` : 'posted a listing that matches your saved search'),
  ListingExpiring: (d) => `Your listing${quote(d) ? ` "${quote(d)}"` : ''} expires soon: renew it to keep it up`,
  LikedBlog: about('liked your blog post'),
  CommentedBlog: about('commented on your blog post'),
  LikedPicture: about('liked your picture'),
  CommentedPicture: about('commented on your picture'),
  LikedVideo: about('liked your video'),
  CommentedVideo: about('commented on your video'),
  RepliedForum: about('replied in a thread you take part in'),
  GoingEvent: about('is going to your event'),
  InterestedEvent: about('is interested in your event'),
  StorageShared: (d) => (quote(d) ? `shared "${quote(d)}" with you` : 'shared a file with you'),
  ReportResolved: (d) => d ?? 'reviewed your report',
  ModerationNotice: (d) => d ?? 'reviewed your content',
  ExportReady: () => 'Your data export is ready to download',
};

/** Reminders about the member's own things read as a sentence of their own, not after a name. */
const OWN: ReadonlySet<NotificationType> = new Set(['ListingExpiring', 'ExportReady']);

/** Subject types whose page is `/<type>s/<id>`; a listing's subject type is its section's path. */
const COMMUNITY = new Set(['blog', 'picture', 'video', 'forum', 'event']);

export interface PushedNotification {
  type: NotificationType;
  subject_type: string | null;
  subject_id: number | null;
  description: string | null;
  actor_name: string;
  actor_username: string;
}

/** The page a notification opens (the same places as the app's list). */
export function notificationPath(n: PushedNotification): string {
  if (n.type === 'FriendRequest' || n.type === 'FriendAccept') {
    return `/u/${encodeURIComponent(n.actor_username)}`;
  }
  if (n.type === 'StorageShared') {
    return '/storage?view=shared-with-me';
  }
  if (n.type === 'ExportReady') {
    return '/settings/security';
  }
  if (n.type === 'ReportResolved' || !n.subject_type || n.subject_id === null) {
    return '/notifications';
  }
  if (n.subject_type === 'post') {
    return `/posts/${n.subject_id}`;
  }
  if (n.subject_type === 'storage' || n.subject_type === 'chat_message' || n.subject_type === 'export') {
    return '/notifications';
  }
  return COMMUNITY.has(n.subject_type) ? `/${n.subject_type}s/${n.subject_id}` : `/${n.subject_type}/${n.subject_id}`;
}

/** Title and body of a pushed notification. */
export function notificationText(n: PushedNotification): { title: string; body: string } {
  const sentence = SENTENCES[n.type](n.description);
  return OWN.has(n.type) ? { title: 'Plaza', body: sentence } : { title: n.actor_name, body: sentence };
}
