import { areFriends } from '../sql/fragments';
import { COMMUNITY_MSG } from '../validation/messages';

/** Who may read an item: 'public' (visitors too), 'members' (the default), 'friends' (its author's). */
export const VISIBILITIES = ['public', 'members', 'friends'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * SQL over `x` and the viewer `me` (id null for a visitor): the item's visibility lets them read it.
 * Its author always does.
 */
export const VISIBILITY_RULE = `(x.visibility = 'public' or (me.id is not null and (x.visibility = 'members' or x.user_id = me.id or ${areFriends('x.user_id', 'me.id')})))`;

/** The kinds of community content, as notifications and access checks name them. */
export type ContentKindName = 'blog' | 'event' | 'forum' | 'picture' | 'album' | 'video';

/** What the shared pieces (access checks, reactions) need to know of one kind of content. */
export interface ContentKind {
  kind: ContentKindName;
  /** Its table; its rows have `id` and `user_id`. */
  table: string;
  /** SQL over alias `x`: the text that names an item in a notification (its title). */
  title: string;
  /** The 404 message of a missing (or hidden) item. */
  notFound: string;
  /** SQL over alias `x` and the viewer `me`: rows that exist for the viewer beyond "not blocked". */
  visible?: string;
}

/** The kinds members like and comment on (tables `<kind>_likes` and `<kind>_comments`). */
export type ReactedKindName = 'blog' | 'picture' | 'video';

export interface ReactedKind extends ContentKind {
  kind: ReactedKindName;
}

export const BLOG: ReactedKind = { kind: 'blog', table: 'blogs', title: 'x.title', notFound: COMMUNITY_MSG.blogNotFound, visible: VISIBILITY_RULE };
export const EVENT: ContentKind = { kind: 'event', table: 'events', title: 'x.title', notFound: COMMUNITY_MSG.eventNotFound, visible: VISIBILITY_RULE };
export const FORUM: ContentKind = { kind: 'forum', table: 'forum_threads', title: 'x.title', notFound: COMMUNITY_MSG.forumNotFound, visible: VISIBILITY_RULE };
export const PICTURE: ReactedKind = { kind: 'picture', table: 'pictures', title: 'x.title', notFound: COMMUNITY_MSG.pictureNotFound, visible: VISIBILITY_RULE };
export const ALBUM: ContentKind = { kind: 'album', table: 'picture_albums', title: 'x.name', notFound: COMMUNITY_MSG.albumNotFound, visible: VISIBILITY_RULE };
/** A video exists for others once it is ready (and its visibility lets them); its owner also sees it while processing or failed. */
export const VIDEO: ReactedKind = {
  kind: 'video',
  table: 'videos',
  title: 'x.title',
  notFound: COMMUNITY_MSG.videoNotFound,
  visible: `(x.status = 'ready' or x.user_id = me.id) and ${VISIBILITY_RULE}`,
};

