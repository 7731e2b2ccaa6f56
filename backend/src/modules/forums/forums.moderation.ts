import { contentSubject, type ModerationSubject } from '../../common/moderation/moderation-subject';
import { communitySubject, parentVisible } from '../../common/content/moderation';
import { FORUM } from '../../common/content/content-kinds';
import { FORUM_IMAGE } from './forums.service';

/** Threads, and the replies in them. */
export const FORUM_SUBJECTS: readonly ModerationSubject[] = [
  communitySubject(FORUM, {
    label: 'Forum thread',
    plural: 'Forum threads',
    preview: `s.title || ': ' || s.excerpt`,
    media: `case when s.image is not null then '/storage/forums/thumbs/' || s.image end`,
    images: [{ column: 'image', kind: FORUM_IMAGE }],
  }),
  contentSubject({
    type: 'forum_reply',
    group: 'community',
    label: 'Forum reply',
    plural: 'Forum replies',
    table: 'forum_replies',
    author: 'user_id',
    preview: 's.body',
    visible: parentVisible(FORUM, 'thread_id'),
  }),
];
