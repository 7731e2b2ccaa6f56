/** Spec §9: a chat message has at most 500 characters. */
export const MESSAGE_MAX_LENGTH = 500;
/** Spec §9: chat message pages hold 10 messages, newest first. */
export const MESSAGES_PAGE_SIZE = 10;
