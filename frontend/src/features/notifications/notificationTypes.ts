import type { NotificationType } from '@plaza/sdk';
import { LISTING_SECTION_SLUGS } from '@plaza/sdk/listing-sections';
import { postPath } from '../posts';
import { profilePath } from '../../lib/paths';
import { storagePath } from '../storage';
import type { NotificationItem } from './api';
import { tk } from '../../i18n/keys';
import { i18n } from '../../i18n';
import './words';

/** How much of a comment the sentence quotes. */
export const QUOTE_MAX = 80;

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1).trimEnd()}…` : flat;
}

type Sentence = Pick<NotificationItem, 'type' | 'description'> & Partial<Pick<NotificationItem, 'state'>>;

/** The post a notification is about, else my profile (where my posts are). */
const aboutPost = (n: NotificationItem) => (n.subject?.type === 'post' ? postPath(n.subject.id) : '/profile');

/** 'liked your blog post: "Title"': what was done (a notifications:sentence key), quoting the item's title (or the comment). */
const about =
  (key: string) =>
  ({ description }: Sentence) => {
    const text = description ? quote(description) : '';
    const action = i18n.t(key);
    return text ? i18n.t('notifications:sentence.quoted', { action, text }) : action;
  };

/** A sentence with the item's title in it when there is one, else the general one. */
const quoted = (key: string, withText: string) => ({ description }: Sentence) =>
  description ? i18n.t(withText, { text: quote(description) }) : i18n.t(key);

/** The page of what a moderator acted on, by subject type; a listing's type is its section's path. */
const MODERATED_PATHS: Record<string, (id: number) => string> = {
  post: postPath,
  chat_message: () => '/show_chat',
  blog: (id) => `/blogs/${id}`,
  event: (id) => `/events/${id}`,
  forum: (id) => `/forums/${id}`,
  picture: (id) => `/pictures/${id}`,
  album: (id) => `/pictures/albums/${id}`,
  video: (id) => `/videos/${id}`,
  ...Object.fromEntries(LISTING_SECTION_SLUGS.map((slug) => [slug, (id: number) => `/${slug}/${id}`])),
};

/** Where a moderator's notice leads: the item (its author still sees it, marked hidden), else my profile. */
const moderatedLink = (n: NotificationItem) => (n.subject && MODERATED_PATHS[n.subject.type]?.(n.subject.id)) || '/profile';

/** Where a community item's notification leads: its page (`/blogs/12`). */
const itemLink = (section: string) => (n: NotificationItem) => (n.subject ? `/${section}/${n.subject.id}` : `/${section}`);

/** How the frontend shows one notification type: what the actor did (after their name) and where the entry leads. */
export interface NotificationKind {
  sentence: (notification: Sentence) => string;
  link: (notification: NotificationItem) => string;
}

/**
 * Every notification type, declared once (spec §2 notification entries). A domain that notifies
 * adds its type here; the Record makes a missing one a type error.
 */
export const NOTIFICATION_KINDS: Record<NotificationType, NotificationKind> = {
  // Where the request stands now, not when it was sent.
  FriendRequest: { sentence: ({ state }) => i18n.t(`notifications:sentence.friendRequest.${state ?? 'pending'}`), link: (n) => profilePath(n.user.username) },
  FriendAccept: { sentence: () => i18n.t('notifications:sentence.friendAccept'), link: (n) => profilePath(n.user.username) },
  LikedPost: { sentence: () => i18n.t('notifications:sentence.likedPost'), link: aboutPost },
  CommentedPost: {
    sentence: about(tk('notifications:sentence.commentedPost')),
    link: aboutPost,
  },
  // A listing's subject type is its section's path: /marketplaces/12.
  ListingMatch: {
    sentence: quoted(tk('notifications:sentence.listingMatch'), tk('notifications:sentence.listingMatchQuoted')),
    link: (n) => (n.subject ? `/${n.subject.type}/${n.subject.id}` : '/saved_searches'),
  },
  ListingExpiring: {
    sentence: quoted(tk('notifications:sentence.listingExpiring'), tk('notifications:sentence.listingExpiringQuoted')),
    link: (n) => (n.subject ? `/${n.subject.type}/${n.subject.id}` : '/my_listings'),
  },
  LikedBlog: { sentence: about(tk('notifications:sentence.likedBlog')), link: itemLink('blogs') },
  CommentedBlog: { sentence: about(tk('notifications:sentence.commentedBlog')), link: itemLink('blogs') },
  LikedPicture: { sentence: about(tk('notifications:sentence.likedPicture')), link: itemLink('pictures') },
  CommentedPicture: { sentence: about(tk('notifications:sentence.commentedPicture')), link: itemLink('pictures') },
  LikedVideo: { sentence: about(tk('notifications:sentence.likedVideo')), link: itemLink('videos') },
  CommentedVideo: { sentence: about(tk('notifications:sentence.commentedVideo')), link: itemLink('videos') },
  RepliedForum: { sentence: about(tk('notifications:sentence.repliedForum')), link: itemLink('forums') },
  GoingEvent: { sentence: about(tk('notifications:sentence.goingEvent')), link: itemLink('events') },
  InterestedEvent: { sentence: about(tk('notifications:sentence.interestedEvent')), link: itemLink('events') },
  StorageShared: {
    sentence: quoted(tk('notifications:sentence.storageShared'), tk('notifications:sentence.storageSharedQuoted')),
    link: () => storagePath({ view: 'shared-with-me' }),
  },
  // Moderation: the sentence is written by the server (what was decided), after the moderator's name.
  ReportResolved: { sentence: ({ description }) => description ?? i18n.t('notifications:sentence.reportResolved'), link: () => '/notifications' },
  ModerationNotice: {
    sentence: ({ description }) => description ?? i18n.t('notifications:sentence.moderationNotice'),
    link: moderatedLink,
  },
  // About the member's own export (they are its actor): the download is on the security page.
  ExportReady: { sentence: () => i18n.t('notifications:sentence.exportReady'), link: () => '/settings/security' },
};

/** What the actor did, after their name. */
export const notificationSentence = (notification: Sentence): string => NOTIFICATION_KINDS[notification.type].sentence(notification);

/** Where the entry leads. */
export const notificationLink = (notification: NotificationItem): string => NOTIFICATION_KINDS[notification.type].link(notification);
