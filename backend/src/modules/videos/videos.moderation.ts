import type { ModerationSubject } from '../../common/moderation/moderation-subject';
import { communitySubject } from '../../common/content/moderation';
import { VIDEO } from '../../common/content/content-kinds';

/** A video's files go through the videos module, which hears of the removal. */
export const VIDEO_SUBJECTS: readonly ModerationSubject[] = [
  communitySubject(VIDEO, {
    label: 'Video',
    plural: 'Videos',
    preview: `s.title || coalesce(': ' || s.description, '')`,
    media: `case when s.poster is not null then '/storage/videos/posters/' || s.poster end`,
  }),
];
