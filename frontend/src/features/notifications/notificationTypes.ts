import type { NotificationType } from '@plaza/sdk';
import { LISTING_SECTION_SLUGS } from '@plaza/sdk/listing-sections';
import { postPath } from '../posts';
import { profilePath } from '../../lib/paths';
import { storagePath } from '../storage';
import type { NotificationItem } from './api';

/** How much of a comment the sentence quotes. */
export const QUOTE_MAX = 80;

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1).trimEnd()}…` : flat;
}

type Sentence = Pick<NotificationItem, 'type' | 'description'> & Partial<Pick<NotificationItem, 'state'>>;

/** The post a notification is about, else my profile (where my posts are). */
const aboutPost = (n: NotificationItem) => (n.subject?.type === 'post' ? postPath(n.subject.id) : '/profile');

/** 'liked your blog post: "Title"': what was done, quoting the item's title (or the comment). */
const about =
  (did: string) =>
  ({ description }: Sentence) => {
    const text = description ? quote(description) : '';
    return text ? `${did}: "${text}"` : did;
  };

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

/** What follows a friend request's sentence, by where it stands now. */
const REQUEST_STATES: Record<NonNullable<NotificationItem['state']>, string> = {
  pending: '',
  accepted: ': you are now friends',
  declined: ': request declined',
  gone: ': withdrawn or declined',
};

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
  FriendRequest: { sentence: ({ state }) => `sent you a friend request${REQUEST_STATES[state ?? 'pending']}`, link: (n) => profilePath(n.user.username) },
  FriendAccept: { sentence: () => 'accepted your friend request', link: (n) => profilePath(n.user.username) },
  LikedPost: { sentence: () => 'liked your post', link: aboutPost },
  CommentedPost: {
    sentence: ({ description }) => {
      const text = description ? quote(description) : '';
      return text ? `commented on your post: "${text}"` : 'commented on your post';
    },
    link: aboutPost,
  },
  // A listing's subject type is its section's path: /marketplaces/12.
  ListingMatch: {
    sentence: ({ description }) => (description ? `posted "${quote(description)}", which matches your saved search` : 'posted a listing that matches your saved search'),
    link: (n) => (n.subject ? `/${n.subject.type}/${n.subject.id}` : '/saved_searches'),
  },
  ListingExpiring: {
    sentence: ({ description }) => `— your listing${description ? ` "${quote(description)}"` : ''} expires soon: renew it to keep it up`,
    link: (n) => (n.subject ? `/${n.subject.type}/${n.subject.id}` : '/my_listings'),
  },
  LikedBlog: { sentence: about('liked your blog post'), link: itemLink('blogs') },
  CommentedBlog: { sentence: about('commented on your blog post'), link: itemLink('blogs') },
  LikedPicture: { sentence: about('liked your picture'), link: itemLink('pictures') },
  CommentedPicture: { sentence: about('commented on your picture'), link: itemLink('pictures') },
  LikedVideo: { sentence: about('liked your video'), link: itemLink('videos') },
  CommentedVideo: { sentence: about('commented on your video'), link: itemLink('videos') },
  RepliedForum: { sentence: about('replied in a thread you take part in'), link: itemLink('forums') },
  GoingEvent: { sentence: about('is going to your event'), link: itemLink('events') },
  InterestedEvent: { sentence: about('is interested in your event'), link: itemLink('events') },
  StorageShared: {
    sentence: ({ description }) => (description ? `shared "${quote(description)}" with you` : 'shared a file with you'),
    link: () => storagePath({ view: 'shared-with-me' }),
  },
  // Moderation: the sentence is written by the server (what was decided), after the moderator's name.
  ReportResolved: { sentence: ({ description }) => description ?? 'reviewed your report', link: () => '/notifications' },
  ModerationNotice: {
    sentence: ({ description }) => description ?? 'reviewed your content',
    link: moderatedLink,
  },
  // About the member's own export (they are its actor): the download is on the security page.
  ExportReady: { sentence: () => '— your data export is ready to download', link: () => '/settings/security' },
};

/** What the actor did, after their name. */
export const notificationSentence = (notification: Sentence): string => NOTIFICATION_KINDS[notification.type].sentence(notification);

/** Where the entry leads. */
export const notificationLink = (notification: NotificationItem): string => NOTIFICATION_KINDS[notification.type].link(notification);
