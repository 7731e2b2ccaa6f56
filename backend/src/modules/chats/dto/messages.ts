/** Validation and error messages of the chats domain (the first one word for word from spec §5). */
export const CHAT_MSG = {
  required: 'Is required',
  messageMax: 'Message must be at most 500 characters',
  clientId: 'client_id must be a UUID or at most 64 letters, digits, "-" or "_"',
  userId: 'user_id must be the id of a member',
  self: 'You cannot start a chat with yourself',
  afterId: 'after_id must be a message id',
  search: 'search must be at most 255 characters',
  chatNotFound: 'Chat not found',
  userNotFound: 'User not found',
  messageNotFound: 'Message not found',
  blocked: 'You cannot chat with this member',
  notRecipient: 'Only the recipient can mark a message as seen',
} as const;

/** Spec §9: a chat message has at most 500 characters. */
export const MESSAGE_MAX_LENGTH = 500;
/** Spec §9: chat message pages hold 10 messages, newest first. */
export const MESSAGES_PAGE_SIZE = 10;
