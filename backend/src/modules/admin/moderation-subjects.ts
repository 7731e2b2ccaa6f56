import { CONTENT_COMMENT_SUBJECTS } from '../../common/content/moderation';
import { MODERATION_GROUPS, type ModerationSubject } from '../../common/moderation/moderation-subject';
import { DOMAINS } from '../registry';

export { inScope, MODERATION_GROUPS, type ModerationGroup, type ModerationSubject } from '../../common/moderation/moderation-subject';

const declared = [...DOMAINS.flatMap((domain) => domain.moderation ?? []), ...CONTENT_COMMENT_SUBJECTS];

/** Every reportable kind of row, as the domains declare them: by console group, then in the registry's order. */
export const MODERATION_SUBJECTS: readonly ModerationSubject[] = MODERATION_GROUPS.flatMap((group) => declared.filter((s) => s.group === group));

export const SUBJECT_TYPES = MODERATION_SUBJECTS.map((s) => s.type);
export const CONTENT_TYPES = MODERATION_SUBJECTS.filter((s) => s.content).map((s) => s.type);

const BY_TYPE = new Map(MODERATION_SUBJECTS.map((s) => [s.type, s]));

/** The declaration of `type`, or undefined for a type nobody declared. */
export const moderationSubject = (type: string): ModerationSubject | undefined => BY_TYPE.get(type);

if (BY_TYPE.size !== MODERATION_SUBJECTS.length) {
  throw new Error(`Two moderation subjects share a type: ${SUBJECT_TYPES.filter((t, i) => SUBJECT_TYPES.indexOf(t) !== i).join(', ')}`);
}
