import { contentSubject, type ModerationSubject } from '../moderation/moderation-subject';
import { visibleTo } from './content-access';
import { BLOG, PICTURE, VIDEO, type ContentKind, type ReactedKind } from './content-kinds';

/** SQL over `s` and `me`: the community item named by column `column` of `s` is visible to `me`. */
export const parentVisible = (kind: ContentKind, column: string) =>
  `exists (select 1 from ${kind.table} x cross join me where x.id = s.${column} and ${visibleTo(kind)})`;

/** A community kind's rows as a moderation subject (its own visibility rule, e.g. a video once ready). */
export const communitySubject = (kind: ContentKind, fields: Pick<ModerationSubject, 'label' | 'plural' | 'preview'> & Partial<ModerationSubject>) =>
  contentSubject({ type: kind.kind, group: 'community', table: kind.table, author: 'user_id', visible: kind.visible?.replaceAll('x.', 's.'), ...fields });

/** The comments of a kind members react to (`<kind>_comments`). */
const commentsSubject = (kind: ReactedKind, label: string) =>
  contentSubject({
    type: `${kind.kind}_comment`,
    group: 'community',
    label: `Comment on a ${label}`,
    plural: `${label[0].toUpperCase()}${label.slice(1)} comments`,
    table: `${kind.kind}_comments`,
    author: 'user_id',
    preview: 's.body',
    visible: parentVisible(kind, `${kind.kind}_id`),
  });

/** The comments of the reactions kit (ContentModule), after the content types' own subjects. */
export const CONTENT_COMMENT_SUBJECTS: readonly ModerationSubject[] = [
  commentsSubject(BLOG, 'blog post'),
  commentsSubject(PICTURE, 'picture'),
  commentsSubject(VIDEO, 'video'),
];
