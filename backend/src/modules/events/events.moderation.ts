import type { ModerationSubject } from '../../common/moderation/moderation-subject';
import { communitySubject } from '../../common/content/moderation';
import { EVENT } from '../../common/content/content-kinds';
import { EVENT_IMAGE } from './events.service';

export const EVENT_SUBJECTS: readonly ModerationSubject[] = [
  communitySubject(EVENT, {
    label: 'Event',
    plural: 'Events',
    preview: `s.title || ' (' || s.location || '): ' || s.excerpt`,
    media: `case when s.image is not null then '/storage/events/thumbs/' || s.image end`,
    images: [{ column: 'image', kind: EVENT_IMAGE }],
  }),
];
