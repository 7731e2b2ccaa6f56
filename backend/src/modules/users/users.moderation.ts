import { type ModerationSubject } from '../../common/moderation/moderation-subject';
import { notBlocked } from '../../common/sql/fragments';

/** A member can be reported; moderators warn, suspend or ban them (no hiding: not content). */
export const USER_SUBJECTS: readonly ModerationSubject[] = [
  {
    type: 'user',
    group: 'members',
    label: 'Member',
    plural: 'Members',
    table: 'users',
    author: 'id',
    preview: `s.first_name || ' ' || s.last_name || ' (@' || s.username || ')'`,
    media: `case when s.avatar is not null then '/storage/avatars/' || s.avatar end`,
    visible: `s.banned_at is null and s.deleted_at is null and ${notBlocked('me.id', 's.id')}`,
    content: false,
  },
];
