import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatsService, type ChatMessageDto, type ChatMessageResponseDto } from '@plaza/sdk';
import { renderApp } from '../../test/renderApp';
import { sdkFail, sdkOk, sdkPending } from '../../test/sdk';
import { BRUNO, createFakeRealtime, makeChat, makeMessage, ME, paged, renderWithRealtime, signIn, type FakeRealtime } from '../../test/chats';

const SEEN_AT = '2026-03-01T10:00:00.000Z';

/** Bruno's chat (id 5) with three messages: 100 (Bruno), 101 (me), 102 (Bruno). */
function history() {
  return [
    makeMessage({ id: 100, user_id: BRUNO.id, message: 'Hi Ana' }),
    makeMessage({ id: 101, user_id: ME.id, message: 'Hello Bruno' }),
    makeMessage({ id: 102, user_id: BRUNO.id, message: 'How are you?' }),
  ];
}

function mockChatApi({ messages = history(), total = messages.length }: { messages?: ChatMessageDto[]; total?: number } = {}) {
  jest.spyOn(ChatsService, 'getChat').mockReturnValue(sdkOk({ data: makeChat() }));
  jest.spyOn(ChatsService, 'listChats').mockReturnValue(sdkOk(paged([makeChat()])));
  jest.spyOn(ChatsService, 'countUnseenMessages').mockReturnValue(sdkOk({ messages_count: 0 }));
  const list = jest
    .spyOn(ChatsService, 'listMessages')
    .mockImplementation(({ page = 1, afterId }) =>
      sdkOk(afterId === undefined && page === 1 ? paged([...messages].reverse(), { total }) : paged<ChatMessageDto>([])),
    );
  const seen = jest
    .spyOn(ChatsService, 'markMessageSeenWithPost')
    .mockImplementation(({ messageId }) => sdkOk({ data: makeMessage({ id: messageId, seen_at: SEEN_AT }) }));
  return { list, seen };
}

async function openChat(realtime: FakeRealtime = createFakeRealtime()) {
  renderWithRealtime('/show_chat/5', realtime);
  const list = await screen.findByRole('list', { name: 'Messages with Bruno Costa' });
  await within(list).findByText('How are you?');
  const input = screen.getByRole('textbox', { name: 'Message to Bruno Costa' });
  return { list, input, realtime };
}

const bubbles = (list: HTMLElement) => within(list).getAllByTestId('message').map((m) => m.textContent ?? '');

describe('the chat screen', () => {
  beforeEach(signIn);

  it("shows the history oldest first, mine and the other's, and marks the newest from the other seen", async () => {
    const { seen } = mockChatApi();
    const { list } = await openChat();

    expect(screen.getByRole('heading', { name: 'Bruno Costa' })).toBeInTheDocument();
    const items = within(list).getAllByTestId('message');
    expect(items.map((m) => m.dataset.mine)).toEqual(['false', 'true', 'false']);
    expect(items[0]).toHaveTextContent('Hi Ana');
    expect(items[2]).toHaveTextContent('How are you?');
    expect(ChatsService.listMessages).toHaveBeenCalledWith({ chatId: 5, page: 1, take: 10, order: 'desc' });
    await waitFor(() => expect(seen).toHaveBeenCalledWith({ chatId: 5, messageId: 102 }));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("says 'Is required' for an empty message and refuses one over 500 characters, without sending", async () => {
    mockChatApi();
    const create = jest.spyOn(ChatsService, 'createMessage');
    const { input } = await openChat();

    expect(input).toHaveAttribute('placeholder', 'Press enter to post');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Is required')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'y'.repeat(501) } });
    expect(screen.getByText('Message must be at most 500 characters')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(create).not.toHaveBeenCalled();
    expect(input).toHaveValue('y'.repeat(501));
  });

  it('sends on Enter (Shift+Enter is a new line): mine shows at once, the composer is cleared, the server copy replaces it', async () => {
    mockChatApi();
    const pending = sdkPending<ChatMessageResponseDto>();
    const create = jest.spyOn(ChatsService, 'createMessage').mockReturnValue(pending.promise);
    const { list, input } = await openChat();

    fireEvent.change(input, { target: { value: 'Fine, thanks!' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(create).not.toHaveBeenCalled();

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('');
    expect(create).toHaveBeenCalledWith({ chatId: 5, requestBody: { message: 'Fine, thanks!', client_id: expect.any(String) } });
    const sent = within(list).getAllByTestId('message').at(-1)!;
    expect(sent).toHaveTextContent('Fine, thanks!');
    expect(within(sent).getByRole('img', { name: 'Sending' })).toBeInTheDocument();

    const clientId = create.mock.calls[0][0].requestBody.client_id;
    pending.resolve({ data: makeMessage({ id: 103, user_id: ME.id, message: 'Fine, thanks!', client_id: clientId ?? null }) });
    expect(await within(sent).findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(bubbles(list).filter((text) => text.includes('Fine, thanks!'))).toHaveLength(1);
  });

  it("shows the server's message when a send fails, and a retry sends the same client_id again", async () => {
    mockChatApi();
    const create = jest
      .spyOn(ChatsService, 'createMessage')
      .mockReturnValueOnce(sdkFail(403, { statusCode: 403, message: 'You cannot chat with this member' }))
      .mockImplementationOnce(({ requestBody }) =>
        sdkOk({ data: makeMessage({ id: 103, user_id: ME.id, message: requestBody.message, client_id: requestBody.client_id ?? null }) }),
      );
    const { list, input } = await openChat();

    fireEvent.change(input, { target: { value: 'Are you there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('You cannot chat with this member')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Not sent' })).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Retry' }));

    expect(await within(list).findByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1][0].requestBody.client_id).toBe(create.mock.calls[0][0].requestBody.client_id);
    expect(screen.queryByText('You cannot chat with this member')).not.toBeInTheDocument();
  });

  it('adds a live message once: one already present, or arriving twice, is not duplicated', async () => {
    const { seen } = mockChatApi();
    const { list, realtime } = await openChat();
    expect(realtime.joined.has('private-chats.5')).toBe(true);

    realtime.emit('chats.message', { message: JSON.stringify(history()[2]) });
    expect(bubbles(list)).toHaveLength(3);

    const fresh = makeMessage({ id: 103, user_id: BRUNO.id, message: 'Lunch tomorrow?' });
    realtime.emit('chats.message', { message: JSON.stringify(fresh) });
    realtime.emit('chats.message', { message: JSON.stringify(fresh) });
    // Another chat's message stays out of this one.
    realtime.emit('chats.message', { message: JSON.stringify(makeMessage({ id: 104, chat_id: 6, message: 'Elsewhere' })) });

    expect(bubbles(list)).toHaveLength(4);
    expect(within(list).getAllByText('Lunch tomorrow?')).toHaveLength(1);
    expect(within(list).queryByText('Elsewhere')).not.toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith({ chatId: 5, messageId: 103 }));
  });

  // The first join counts too: a message sent while the channel was being joined reached nobody.
  it.each([
    ["once the chat's channel is first joined", 'Sent while joining', (realtime: FakeRealtime) => realtime.sync('private-chats.5')],
    ['after a reconnect', 'Sent while you were away', (realtime: FakeRealtime) => realtime.reconnect()],
  ])('fills the gap %s with after_id = the newest message held', async (_when, text, join) => {
    const { list: listMessages } = mockChatApi();
    const { list, realtime } = await openChat();
    const missed = makeMessage({ id: 103, user_id: BRUNO.id, message: text });
    listMessages.mockImplementation(({ afterId }) =>
      sdkOk(afterId === 102 ? paged([missed]) : paged([...history(), missed].reverse())),
    );

    join(realtime);

    expect(await within(list).findByText(text)).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith({ chatId: 5, afterId: 102, page: 1, take: 50 });
    expect(bubbles(list)).toHaveLength(4);
  });

  it('turns my ticks to seen on messages.seen and shows when the other is typing', async () => {
    mockChatApi();
    const { list, input, realtime } = await openChat();
    const mine = within(list).getAllByTestId('message')[1];
    expect(within(mine).getByRole('img', { name: 'Sent' })).toBeInTheDocument();

    realtime.emit('messages.seen', { chat_id: 5, message_id: 101, seen_at: SEEN_AT });
    expect(within(mine).getByRole('img', { name: 'Seen' })).toBeInTheDocument();

    realtime.emit('chats.typing', { chat_id: 5, user_id: BRUNO.id });
    expect(screen.getByText('Bruno is typing…')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'W' } });
    expect(realtime.typing).toHaveBeenCalledWith(5);
  });

  it('loads older messages when the list is scrolled up', async () => {
    const { list: listMessages } = mockChatApi({ total: 13 });
    const { list } = await openChat();
    listMessages.mockImplementation(({ page = 1 }) =>
      sdkOk(page === 2 ? paged([makeMessage({ id: 90, message: 'From last week' })], { page: 2, total: 13 }) : paged<ChatMessageDto>([])),
    );
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 300 });

    list.scrollTop = 0;
    fireEvent.scroll(list);

    expect(await within(list).findByText('From last week')).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledWith({ chatId: 5, page: 2, take: 10, order: 'desc' });
    expect(within(list).getAllByTestId('message')[0]).toHaveTextContent('From last week');
  });

  it('shows the not-found state for a chat that is not mine', async () => {
    mockChatApi();
    jest.spyOn(ChatsService, 'getChat').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Chat not found' }));
    renderWithRealtime('/show_chat/77', createFakeRealtime());

    expect(await screen.findByRole('heading', { name: 'Chat not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/show_chat');
    expect(ChatsService.listMessages).not.toHaveBeenCalled();
  });

  it('shows the not-found state for an address that cannot be a chat, without asking the API', async () => {
    mockChatApi();
    renderWithRealtime('/show_chat/abc', createFakeRealtime());

    expect(await screen.findByRole('heading', { name: 'Chat not found' })).toBeInTheDocument();
    expect(ChatsService.getChat).not.toHaveBeenCalled();
  });
});

describe('the inbox', () => {
  it('lists my chats with the other participant, the last message and its date; unread ones bold with their count', async () => {
    signIn();
    const chats = [
      makeChat({
        id: 5,
        user_one: BRUNO,
        user_two: ME,
        unseen_count: 2,
        last_message: makeMessage({ id: 120, message: 'See you at 6', created_at: '2024-01-05T15:30:00' }),
      }),
      makeChat({
        id: 6,
        user_two: { ...BRUNO, id: 3, first_name: 'Carla', last_name: 'Dias', is_online: false, status: 'offline' },
        last_message: makeMessage({ id: 110, user_id: ME.id, message: 'Thanks!', created_at: '2023-11-20T09:05:00' }),
      }),
    ];
    const listChats = jest.spyOn(ChatsService, 'listChats').mockReturnValue(sdkOk(paged(chats)));
    jest.spyOn(ChatsService, 'countUnseenMessages').mockReturnValue(sdkOk({ messages_count: 2 }));
    renderWithRealtime('/show_chat', createFakeRealtime());

    const inbox = await screen.findByRole('list', { name: 'Chats' });
    const [bruno, carla] = await within(inbox).findAllByRole('link');
    expect(bruno).toHaveAttribute('href', '/show_chat/5');
    expect(bruno).toHaveTextContent('Bruno Costa');
    expect(bruno).not.toHaveTextContent('Ana Martins');
    expect(bruno).toHaveTextContent('See you at 6');
    expect(within(bruno).getByText('Jan 05, 2024 03:30 PM')).toBeInTheDocument();
    expect(bruno).toHaveTextContent(/See you at 6\s*2 unread/);
    expect(getComputedStyle(within(bruno).getByText('Bruno Costa')).fontWeight).toBe('800');
    expect(within(bruno).getByRole('img', { name: 'Online' })).toBeInTheDocument();

    expect(carla).toHaveTextContent('You: Thanks!');
    expect(within(carla).getByText('Nov 20, 2023 09:05 AM')).toBeInTheDocument();
    expect(within(carla).queryByText(/unread/)).not.toBeInTheDocument();
    expect(within(carla).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    expect(listChats).toHaveBeenCalledWith({ page: 1, take: 15, order: 'desc' });
  });

  it('loads the next page of chats once the list is scrolled 80 % through', async () => {
    signIn();
    const others = Array.from({ length: 20 }, (_, i) =>
      makeChat({ id: 100 - i, user_two: { ...BRUNO, id: 10 + i, first_name: `Member${i + 1}`, last_name: 'Reis' } }),
    );
    const listChats = jest
      .spyOn(ChatsService, 'listChats')
      .mockImplementation(({ page = 1 }) =>
        sdkOk(paged(others.slice((page - 1) * 15, page * 15), { page, take: 15, total: others.length })),
      );
    jest.spyOn(ChatsService, 'countUnseenMessages').mockReturnValue(sdkOk({ messages_count: 0 }));
    renderWithRealtime('/show_chat', createFakeRealtime());
    const inbox = await screen.findByRole('list', { name: 'Chats' });
    await within(inbox).findByText('Member15 Reis');
    expect(within(inbox).queryByText('Member16 Reis')).not.toBeInTheDocument();
    Object.defineProperty(inbox, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(inbox, 'clientHeight', { configurable: true, value: 500 });

    inbox.scrollTop = 300;
    fireEvent.scroll(inbox);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listChats).not.toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));

    inbox.scrollTop = 400;
    fireEvent.scroll(inbox);
    expect(await within(inbox).findByText('Member20 Reis')).toBeInTheDocument();
    expect(listChats).toHaveBeenCalledWith({ page: 2, take: 15, order: 'desc' });
    expect(within(inbox).getAllByRole('link')).toHaveLength(20);
  });

  it('sends a visitor to sign in', async () => {
    renderApp('/show_chat/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
