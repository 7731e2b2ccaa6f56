import { notBlocked } from '../../common/sql/fragments';
import { contentVisible } from '../../common/sql/moderation';
import { POST_IMAGE, type ImageKind } from '../../common/uploads/images';
import { readableBy } from '../storage/storage.repository';
import { BLOG_IMAGE } from '../blogs/blogs.service';
import { visibleTo } from '../community/content-access';
import { ALBUM, BLOG, EVENT, FORUM, PICTURE, VIDEO, type ContentKind, type ReactedKind } from '../community/content-kinds';
import { EVENT_IMAGE } from '../events/events.service';
import { FORUM_IMAGE } from '../forums/forums.service';
import { detailTable } from '../listings/listing-schema';
import { LISTING_IMAGE } from '../listings/listings.service';
import { LISTED_STATUSES, LISTING_SECTIONS } from '../listings/sections';
import { PICTURE_IMAGE } from '../pictures/pictures.service';

/**
 * What members can report and moderators act on, one entry per kind of row in MODERATION_SUBJECTS
 * (content also needs `hidden_at`, read through `contentVisible`); reports, the queue, the console,
 * the audit log and the stats are built from it. SQL reads the row as `s`; `visible` may use `me.id`.
 */
/** Where a subject's section sits in the console's menu. */
export const MODERATION_GROUPS = ['members', 'social', 'community', 'listings'] as const;
export type ModerationGroup = (typeof MODERATION_GROUPS)[number];

export interface ModerationSubject {
  /** The `subject_type` of reports, notifications and the audit log. */
  type: string;
  group: ModerationGroup;
  /** One of them, for people: 'Post'. */
  label: string;
  /** Its section in the console: 'Posts'. */
  plural: string;
  table: string;
  /**
   * SQL condition over `s` when the subject is only some rows of `table` (a listing section's
   * rows of `listings`); every read and action on the subject adds it (see `inScope`).
   */
  scope?: string;
  /** Column of `s` naming the member responsible for the row. */
  author: string;
  /** SQL text over `s`: what moderators and notifications show of it. */
  preview: string;
  /** SQL over `s`: the public URL of its image, if any (shown to moderators). */
  media?: string;
  /** SQL condition over `s` and `me.id`: the member may see the row, hiding aside. */
  visible: string;
  /**
   * Content (has `hidden_at`: can be hidden, restored and removed), as opposed to a member, on
   * whom only the author actions (warn, suspend, ban) apply.
   */
  content: boolean;
  /** Image files that go with a removed row: a column of its snapshot holding a file name or an array of them. */
  images?: { column: string; kind: ImageKind }[];
  /**
   * How a removal deletes (default: the row alone): SQL whose one `?` is the row's id, returning
   * `to_jsonb(...) as snapshot` for each row deleted (e.g. a folder with what is inside).
   */
  deleteSql?: string;
}

/** SQL: ` and <scope>` of the subject's rows, or nothing when it is its whole table. */
export const inScope = (subject: Pick<ModerationSubject, 'scope'>) => (subject.scope ? ` and ${subject.scope}` : '');

/** A content section: the rows can be hidden and removed. */
export function content(subject: Omit<ModerationSubject, 'content' | 'visible'> & { visible?: string }): ModerationSubject {
  return {
    ...subject,
    content: true,
    visible: `${contentVisible('s', 'me.id', subject.author)} and ${notBlocked('me.id', `s.${subject.author}`)}${subject.visible ? ` and ${subject.visible}` : ''}`,
  };
}

/** SQL over `s` and `me`: the community item named by column `column` of `s` is visible to `me`. */
const parentVisible = (kind: ContentKind, column: string) =>
  `exists (select 1 from ${kind.table} x cross join me where x.id = s.${column} and ${visibleTo(kind)})`;

/** A community kind's rows as a moderation subject (its own visibility rule, e.g. a video once ready). */
const community = (kind: ContentKind, fields: Pick<ModerationSubject, 'label' | 'plural' | 'preview'> & Partial<ModerationSubject>) =>
  content({ type: kind.kind, group: 'community', table: kind.table, author: 'user_id', visible: kind.visible?.replaceAll('x.', 's.'), ...fields });

/** The comments of a kind members react to (`<kind>_comments`). */
const comments = (kind: ReactedKind, label: string) =>
  content({
    type: `${kind.kind}_comment`,
    group: 'community',
    label: `Comment on a ${label}`,
    plural: `${label[0].toUpperCase()}${label.slice(1)} comments`,
    table: `${kind.kind}_comments`,
    author: 'user_id',
    preview: 's.body',
    visible: parentVisible(kind, `${kind.kind}_id`),
  });

/** Blogs, events, forums, pictures, albums, videos and what is said under them. */
const COMMUNITY_SUBJECTS: ModerationSubject[] = [
  community(BLOG, {
    label: 'Blog post',
    plural: 'Blog posts',
    preview: `s.title || ': ' || s.excerpt`,
    media: `case when s.image is not null then '/storage/blogs/thumbs/' || s.image end`,
    images: [{ column: 'image', kind: BLOG_IMAGE }],
  }),
  community(EVENT, {
    label: 'Event',
    plural: 'Events',
    preview: `s.title || ' (' || s.location || '): ' || s.excerpt`,
    media: `case when s.image is not null then '/storage/events/thumbs/' || s.image end`,
    images: [{ column: 'image', kind: EVENT_IMAGE }],
  }),
  community(FORUM, {
    label: 'Forum thread',
    plural: 'Forum threads',
    preview: `s.title || ': ' || s.excerpt`,
    media: `case when s.image is not null then '/storage/forums/thumbs/' || s.image end`,
    images: [{ column: 'image', kind: FORUM_IMAGE }],
  }),
  content({
    type: 'forum_reply',
    group: 'community',
    label: 'Forum reply',
    plural: 'Forum replies',
    table: 'forum_replies',
    author: 'user_id',
    preview: 's.body',
    visible: parentVisible(FORUM, 'thread_id'),
  }),
  community(PICTURE, {
    label: 'Picture',
    plural: 'Pictures',
    preview: `s.title || coalesce(': ' || s.caption, '')`,
    media: `'/storage/pictures/thumbs/' || s.image`,
    images: [{ column: 'image', kind: PICTURE_IMAGE }],
  }),
  community(ALBUM, { label: 'Album', plural: 'Albums', preview: `s.name || coalesce(': ' || s.description, '')` }),
  // A video's files go through the videos module, which hears of the removal.
  community(VIDEO, {
    label: 'Video',
    plural: 'Videos',
    preview: `s.title || coalesce(': ' || s.description, '')`,
    media: `case when s.poster is not null then '/storage/videos/posters/' || s.poster end`,
  }),
  comments(BLOG, 'blog post'),
  comments(PICTURE, 'picture'),
  comments(VIDEO, 'video'),
];

/**
 * The listing sections, one subject per section named by its path (`marketplaces`, `jobs`…), as
 * notifications already name a listing: all rows of `listings`, scoped by section. Others may
 * report a listing while it is listed (active or reserved); a removal keeps its details and
 * image names in the audit log and deletes the image files.
 */
const LISTING_SUBJECTS: ModerationSubject[] = LISTING_SECTIONS.map((section) =>
  content({
    type: section.slug,
    group: 'listings',
    label: `${section.noun[0].toUpperCase()}${section.noun.slice(1)} in ${section.label}`,
    plural: section.label,
    table: 'listings',
    scope: `s.section = '${section.slug}'`,
    author: 'user_id',
    preview: `s.title || ': ' || left(s.description, 280)`,
    media: `(select '/storage/listings/thumbs/' || i.file from listing_images i where i.listing_id = s.id order by i.position, i.id limit 1)`,
    visible: `s.status in (${LISTED_STATUSES.map((status) => `'${status}'`).join(', ')})`,
    images: [{ column: 'images', kind: LISTING_IMAGE }],
    deleteSql: `delete from listings s where s.id = ? and s.section = '${section.slug}'
      returning to_jsonb(s) - 'search_vector' || jsonb_build_object(
        'details', (select to_jsonb(d) - 'listing_id' from ${detailTable(section)} d where d.listing_id = s.id),
        'images', (select coalesce(jsonb_agg(i.file order by i.position, i.id), '[]'::jsonb) from listing_images i where i.listing_id = s.id)
      ) as snapshot`,
  }),
);

export const MODERATION_SUBJECTS: readonly ModerationSubject[] = [
  {
    type: 'user',
    group: 'members',
    label: 'Member',
    plural: 'Members',
    table: 'users',
    author: 'id',
    preview: `s.first_name || ' ' || s.last_name || ' (@' || s.username || ')'`,
    media: `case when s.avatar is not null then '/storage/avatars/' || s.avatar end`,
    visible: `s.banned_at is null and ${notBlocked('me.id', 's.id')}`,
    content: false,
  },
  content({
    type: 'post',
    group: 'social',
    label: 'Post',
    plural: 'Posts',
    table: 'posts',
    author: 'user_id',
    preview: 's.body',
    media: `case when s.image is not null then '/storage/posts/' || s.image end`,
    images: [{ column: 'image', kind: POST_IMAGE }],
  }),
  content({
    type: 'comment',
    group: 'social',
    label: 'Comment',
    plural: 'Comments',
    table: 'post_comments',
    author: 'user_id',
    preview: 's.body',
    // A comment is seen where its post is.
    visible: `exists (select 1 from posts p where p.id = s.post_id and ${contentVisible('p', 'me.id')} and ${notBlocked('me.id', 'p.user_id')})`,
  }),
  content({
    type: 'chat_message',
    group: 'social',
    label: 'Chat message',
    plural: 'Chat messages',
    table: 'messages',
    author: 'user_id',
    preview: 's.message',
    // Only the two participants of a chat see its messages.
    visible: 'exists (select 1 from chats c where c.id = s.chat_id and me.id in (c.user_one_id, c.user_two_id))',
  }),
  content({
    type: 'storage',
    group: 'social',
    label: 'Shared file',
    plural: 'Shared files',
    table: 'storage_items',
    author: 'user_id',
    preview: `s.name || case when s.kind = 'folder' then ' (folder)' else '' end`,
    // Friends see what was shared with them; nobody else sees anything of a member's storage.
    visible: readableBy('s', 'me.id'),
    // A folder goes with everything inside it, and the files on disk with their rows.
    deleteSql: `with recursive tree (id) as (
        select id from storage_items where id = ?
        union all
        select c.id from storage_items c join tree t on c.parent_id = t.id
      )
      delete from storage_items s where s.id in (select id from tree) returning to_jsonb(s) as snapshot`,
  }),
  ...COMMUNITY_SUBJECTS,
  ...LISTING_SUBJECTS,
];

export const SUBJECT_TYPES = MODERATION_SUBJECTS.map((s) => s.type);
export const CONTENT_TYPES = MODERATION_SUBJECTS.filter((s) => s.content).map((s) => s.type);

const BY_TYPE = new Map(MODERATION_SUBJECTS.map((s) => [s.type, s]));

/** The declaration of `type`, or undefined for a type nobody declared. */
export const moderationSubject = (type: string): ModerationSubject | undefined => BY_TYPE.get(type);
