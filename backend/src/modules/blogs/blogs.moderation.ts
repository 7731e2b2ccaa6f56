import type { ModerationSubject } from '../../common/moderation/moderation-subject';
import { communitySubject } from '../../common/content/moderation';
import { BLOG } from '../../common/content/content-kinds';
import { BLOG_IMAGE } from './blogs.service';

export const BLOG_SUBJECTS: readonly ModerationSubject[] = [
  communitySubject(BLOG, {
    label: 'Blog post',
    plural: 'Blog posts',
    preview: `s.title || ': ' || s.excerpt`,
    media: `case when s.image is not null then '/storage/blogs/thumbs/' || s.image end`,
    images: [{ column: 'image', kind: BLOG_IMAGE }],
  }),
];
