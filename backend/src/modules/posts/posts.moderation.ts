import { contentSubject, type ModerationSubject } from '../../common/moderation/moderation-subject';
import { notBlocked } from '../../common/sql/fragments';
import { contentVisible } from '../../common/sql/moderation';
import { POST_IMAGE } from '../../common/uploads/images';

/** Wall posts and their comments. */
export const POST_SUBJECTS: readonly ModerationSubject[] = [
  contentSubject({
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
  contentSubject({
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
];
