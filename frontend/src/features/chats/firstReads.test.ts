import { ChatsService } from '@plaza/sdk';
import { firstReadsOf } from '../../lib/firstReads';
import { askedBySdk } from '../../test/firstReads';
import { MESSAGES_PAGE_SIZE } from './model';

describe("a member's first reads of a chat (started from the HTML)", () => {
  it("ask for the very URLs the chat's queries ask for", async () => {
    const chat = await askedBySdk(() => ChatsService.getChat({ id: 7 }), { data: {} });
    const messages = await askedBySdk(() => ChatsService.listMessages({ chatId: 7, page: 1, take: MESSAGES_PAGE_SIZE, order: 'desc' }), { data: [] });
    expect(firstReadsOf('/show_chat/7', '', true).map((r) => r.url)).toEqual([chat[0]!.url, messages[0]!.url]);
  });

  it("start nothing for a visitor, the chats' list, or another page", () => {
    expect(firstReadsOf('/show_chat/7', '', false)).toEqual([]);
    expect(firstReadsOf('/show_chat', '', true)).toEqual([]);
    expect(firstReadsOf('/friends', '', true)).toEqual([]);
  });
});
