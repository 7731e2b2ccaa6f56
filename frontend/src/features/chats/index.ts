/** The chats feature's front door: what the app and other features may use of it. */
export { ChatDock } from './ChatDock';
export { MessagesMenu } from './MessagesMenu';
export { openChatWith } from './openChat';
export { CHATS_NAV } from './nav';
