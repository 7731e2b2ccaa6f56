import { contentSubject, type ModerationSubject } from '../../common/moderation/moderation-subject';

/** A chat message, reported by the other participant. */
export const CHAT_SUBJECTS: readonly ModerationSubject[] = [
  contentSubject({
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
];
