import { ChatsService } from '@plaza/sdk';
import { callApi } from '../../lib/api';
import { openChatBox } from './chatDock';

export { openChatBox } from './chatDock';

/**
 * Opens a floating chat box with a member: `POST /chats` (the chat we already have, or a new
 * one), then the box. Rejects with the API's error when the chat cannot be opened (403 when one
 * of the two blocked the other, 404 for an unknown member); show it with `errorMessage(error)`.
 */
export async function openChatWith(userId: number): Promise<void> {
  const { data } = await callApi(() => ChatsService.createChat({ requestBody: { user_id: userId } }));
  openChatBox(data);
}
