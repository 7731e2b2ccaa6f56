import type { ModerationSubject } from '../../common/moderation/moderation-subject';
import { communitySubject } from '../../common/content/moderation';
import { ALBUM, PICTURE } from '../../common/content/content-kinds';
import { PICTURE_IMAGE } from './pictures.service';

/** Pictures and albums. */
export const PICTURE_SUBJECTS: readonly ModerationSubject[] = [
  communitySubject(PICTURE, {
    label: 'Picture',
    plural: 'Pictures',
    preview: `s.title || coalesce(': ' || s.caption, '')`,
    media: `'/storage/pictures/thumbs/' || s.image`,
    images: [{ column: 'image', kind: PICTURE_IMAGE }],
  }),
  communitySubject(ALBUM, { label: 'Album', plural: 'Albums', preview: `s.name || coalesce(': ' || s.description, '')` }),
];
