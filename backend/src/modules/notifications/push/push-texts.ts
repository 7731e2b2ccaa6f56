import { translator, type Language, type Translate } from '../../../common/i18n/translate';
import type { NotificationType } from '../../../realtime/socket-events';

/** What a pushed notification says after the actor's name (as the app's list says it), in the member's language. */
const quote = (text: string | null, max = 80) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};
type Sentence = (t: Translate, description: string | null) => string;
const about =
  (type: NotificationType): Sentence =>
  (t, d) =>
    quote(d) ? t('push.quoted', { sentence: t(`kind.${type}.text`), quote: quote(d) }) : t(`kind.${type}.text`);
const plain =
  (type: NotificationType): Sentence =>
  (t) =>
    t(`kind.${type}.text`);

const SENTENCES: Record<NotificationType, Sentence> = {
  FriendRequest: plain('FriendRequest'),
  FriendAccept: plain('FriendAccept'),
  LikedPost: plain('LikedPost'),
  CommentedPost: about('CommentedPost'),
  ListingMatch: (t, d) => (quote(d) ? t('push.listingMatchQuoted', { quote: quote(d) }) : t('kind.ListingMatch.text')),
  ListingExpiring: (t, d) => (quote(d) ? t('push.listingExpiringQuoted', { quote: quote(d) }) : t('push.listingExpiring')),
  LikedBlog: about('LikedBlog'),
  CommentedBlog: about('CommentedBlog'),
  LikedPicture: about('LikedPicture'),
  CommentedPicture: about('CommentedPicture'),
  LikedVideo: about('LikedVideo'),
  CommentedVideo: about('CommentedVideo'),
  RepliedForum: about('RepliedForum'),
  GoingEvent: about('GoingEvent'),
  InterestedEvent: about('InterestedEvent'),
  StorageShared: (t, d) => (quote(d) ? t('push.storageSharedQuoted', { quote: quote(d) }) : t('kind.StorageShared.text')),
  // A moderator's decision is written by the server: pushed as it was written.
  ReportResolved: (t, d) => d ?? t('kind.ReportResolved.text'),
  ModerationNotice: (t, d) => d ?? t('kind.ModerationNotice.text'),
  ExportReady: (t) => t('push.exportReady'),
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

/** Title and body of a pushed notification, in the member's language. */
export function notificationText(n: PushedNotification, language: Language): { title: string; body: string } {
  const sentence = SENTENCES[n.type](translator(language), n.description);
  return OWN.has(n.type) ? { title: 'Plaza', body: sentence } : { title: n.actor_name, body: sentence };
}
