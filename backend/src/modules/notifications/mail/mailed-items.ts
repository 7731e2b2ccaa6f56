import type { NotificationType } from '../../../realtime/socket-events';
import { CHAT_MESSAGE, type MailedAbout } from './mail-preferences';

/** One unseen thing a member may be mailed about: a notification or a chat message. */
export interface MailedItemRow {
  kind: 'notification' | 'message';
  id: number;
  type: MailedAbout;
  created_at: Date | string;
  actor_name: string;
  actor_username: string;
  description: string | null;
  subject_type: string | null;
  subject_id: number | null;
}

const QUOTE_MAX = 140;

/** A quote cut to a mail's width, on one line. */
export function quote(text: string | null): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) {
    return null;
  }
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1).trimEnd()}…` : flat;
}

const itemPage = (section: string) => (row: MailedItemRow) =>
  row.subject_id === null ? `/${section}` : `/${section}/${row.subject_id}`;
const profile = (row: MailedItemRow) => `/u/${encodeURIComponent(row.actor_username)}`;
const post = (row: MailedItemRow) =>
  row.subject_type === 'post' && row.subject_id !== null ? `/posts/${row.subject_id}` : '/profile';
const listing = (row: MailedItemRow) =>
  row.subject_type && row.subject_id !== null ? `/${row.subject_type}/${row.subject_id}` : '/my_listings';

interface MailedKind {
  /** What the actor did, after their name (the frontend's notificationTypes.ts says the same). */
  text: string;
  /** Whether the description is quoted under the text. */
  quotes: boolean;
  button: string;
  path: (row: MailedItemRow) => string;
}

/** Every notification type and the chat message, as a mail tells of them; the Record makes a missing one a type error. */
export const MAILED_KINDS: Record<MailedAbout, MailedKind> = {
  [CHAT_MESSAGE]: {
    text: 'sent you a message',
    quotes: true,
    button: 'Reply',
    path: (row) => (row.subject_id === null ? '/show_chat' : `/show_chat/${row.subject_id}`),
  },
  FriendRequest: { text: 'sent you a friend request', quotes: false, button: 'Answer the request', path: profile },
  FriendAccept: { text: 'accepted your friend request', quotes: false, button: 'See their profile', path: profile },
  LikedPost: { text: 'liked your post', quotes: true, button: 'See the post', path: post },
  CommentedPost: { text: 'commented on your post', quotes: true, button: 'See the comment', path: post },
  ListingMatch: {
    text: 'posted a listing that matches your saved search',
    quotes: true,
    button: 'See the listing',
    path: listing,
  },
  ListingExpiring: {
    text: '— your listing expires soon: renew it to keep it up',
    quotes: true,
    button: 'Renew the listing',
    path: listing,
  },
  LikedBlog: { text: 'liked your blog post', quotes: true, button: 'See the blog post', path: itemPage('blogs') },
  CommentedBlog: {
    text: 'commented on your blog post',
    quotes: true,
    button: 'See the comment',
    path: itemPage('blogs'),
  },
  LikedPicture: { text: 'liked your picture', quotes: true, button: 'See the picture', path: itemPage('pictures') },
  CommentedPicture: {
    text: 'commented on your picture',
    quotes: true,
    button: 'See the comment',
    path: itemPage('pictures'),
  },
  LikedVideo: { text: 'liked your video', quotes: true, button: 'See the video', path: itemPage('videos') },
  CommentedVideo: {
    text: 'commented on your video',
    quotes: true,
    button: 'See the comment',
    path: itemPage('videos'),
  },
  RepliedForum: {
    text: 'replied in a thread you take part in',
    quotes: true,
    button: 'See the reply',
    path: itemPage('forums'),
  },
  GoingEvent: { text: 'is going to your event', quotes: true, button: 'See the event', path: itemPage('events') },
  InterestedEvent: {
    text: 'is interested in your event',
    quotes: true,
    button: 'See the event',
    path: itemPage('events'),
  },
  StorageShared: {
    text: 'shared a file with you',
    quotes: true,
    button: 'Open shared files',
    path: () => '/storage?view=shared-with-me',
  },
  ReportResolved: {
    text: 'reviewed your report',
    quotes: true,
    button: 'See your notifications',
    path: () => '/notifications',
  },
  ModerationNotice: {
    text: 'reviewed your content',
    quotes: true,
    button: 'See your notifications',
    path: () => '/notifications',
  },
  ExportReady: {
    text: '— your data export is ready to download',
    quotes: false,
    button: 'Download it',
    path: () => '/settings/security',
  },
};

/** Types whose sentence is written by the server (a moderator's decision): the description replaces the text. */
const SENTENCE_IS_DESCRIPTION: ReadonlySet<NotificationType> = new Set(['ReportResolved', 'ModerationNotice']);

/** The item's sentence after the actor's name, its quote, and where its button leads (a path of the site). */
export function describeItem(row: MailedItemRow): { text: string; quote: string | null; button: string; path: string } {
  const kind = MAILED_KINDS[row.type];
  if (row.type !== CHAT_MESSAGE && SENTENCE_IS_DESCRIPTION.has(row.type) && row.description) {
    return { text: row.description, quote: null, button: kind.button, path: kind.path(row) };
  }
  return {
    text: kind.text,
    quote: kind.quotes ? quote(row.description) : null,
    button: kind.button,
    path: kind.path(row),
  };
}
