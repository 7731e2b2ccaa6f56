import type { Translate } from '../../../common/i18n/translate';
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
  /** Whether the description is quoted under the text. */
  quotes: boolean;
  path: (row: MailedItemRow) => string;
}

/**
 * Every notification type and the chat message, as a mail tells of them; the Record makes a missing
 * one a type error. Their words are the catalog's `kind.<type>.text` and `.button`.
 */
export const MAILED_KINDS: Record<MailedAbout, MailedKind> = {
  [CHAT_MESSAGE]: {
    quotes: true,
    path: (row) => (row.subject_id === null ? '/show_chat' : `/show_chat/${row.subject_id}`),
  },
  FriendRequest: { quotes: false, path: profile },
  FriendAccept: { quotes: false, path: profile },
  LikedPost: { quotes: true, path: post },
  CommentedPost: { quotes: true, path: post },
  ListingMatch: { quotes: true, path: listing },
  ListingExpiring: { quotes: true, path: listing },
  LikedBlog: { quotes: true, path: itemPage('blogs') },
  CommentedBlog: { quotes: true, path: itemPage('blogs') },
  LikedPicture: { quotes: true, path: itemPage('pictures') },
  CommentedPicture: { quotes: true, path: itemPage('pictures') },
  LikedVideo: { quotes: true, path: itemPage('videos') },
  CommentedVideo: { quotes: true, path: itemPage('videos') },
  RepliedForum: { quotes: true, path: itemPage('forums') },
  GoingEvent: { quotes: true, path: itemPage('events') },
  InterestedEvent: { quotes: true, path: itemPage('events') },
  StorageShared: { quotes: true, path: () => '/storage?view=shared-with-me' },
  ReportResolved: { quotes: true, path: () => '/notifications' },
  ModerationNotice: { quotes: true, path: () => '/notifications' },
  ExportReady: { quotes: false, path: () => '/settings/security' },
};

/** Types whose sentence is written by the server (a moderator's decision): the description replaces the text. */
const SENTENCE_IS_DESCRIPTION: ReadonlySet<NotificationType> = new Set(['ReportResolved', 'ModerationNotice']);

/** The item's sentence after the actor's name (in the member's language `t`), its quote, and where its button leads. */
export function describeItem(
  row: MailedItemRow,
  t: Translate,
): { text: string; quote: string | null; button: string; path: string } {
  const kind = MAILED_KINDS[row.type];
  const button = t(`kind.${row.type}.button`);
  if (row.type !== CHAT_MESSAGE && SENTENCE_IS_DESCRIPTION.has(row.type) && row.description) {
    return { text: row.description, quote: null, button, path: kind.path(row) };
  }
  return {
    text: t(`kind.${row.type}.text`),
    quote: kind.quotes ? quote(row.description) : null,
    button,
    path: kind.path(row),
  };
}
