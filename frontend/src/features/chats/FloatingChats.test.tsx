import { jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatsService, NotificationsService, type ChatDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { closeAllChatBoxes, MAX_OPEN_BOXES } from './chatDock';
import { FLOATING_LIST_HEIGHT } from './FloatingChatBox';
import { openChatWith } from './openChat';
import { BRUNO, createFakeRealtime, makeChat, makeMessage, ME, paged, renderWithRealtime, signIn } from '../../test/chats';

const people = [BRUNO, ...[3, 4, 5].map((id) => ({ ...BRUNO, id, first_name: `Member${id}`, last_name: 'Reis' }))];
const chatWith = (userId: number): ChatDto => makeChat({ id: userId * 10, user_two: people.find((p) => p.id === userId)! });

describe('the floating chat boxes (spec §2)', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(ChatsService, 'countUnseenMessages').mockReturnValue(sdkOk({ messages_count: 0 }));
    jest
      .spyOn(ChatsService, 'createChat')
      .mockImplementation(({ requestBody }) => sdkOk({ data: chatWith(requestBody.user_id) }));
    jest
      .spyOn(ChatsService, 'listMessages')
      .mockImplementation(({ chatId }) =>
        sdkOk(paged([makeMessage({ id: chatId + 1, chat_id: chatId, user_id: ME.id, message: `Hello chat ${chatId}` })])),
      );
    jest
      .spyOn(ChatsService, 'markMessageSeenWithPost')
      .mockImplementation(({ messageId }) => sdkOk({ data: makeMessage({ id: messageId, seen_at: new Date().toISOString() }) }));
  });
  afterEach(() => act(() => closeAllChatBoxes()));

  it("openChatWith opens a box: the other's name, an online dot, a 280px list with the newest at the bottom, an input and a close control", async () => {
    const realtime = createFakeRealtime();
    renderWithRealtime('/marketplaces', realtime);
    await act(() => openChatWith(BRUNO.id));

    expect(ChatsService.createChat).toHaveBeenCalledWith({ requestBody: { user_id: BRUNO.id } });
    const box = await screen.findByRole('region', { name: 'Chat with Bruno Costa' });
    expect(within(box).getByRole('heading', { name: 'Bruno Costa' })).toBeInTheDocument();
    expect(within(box).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    const list = within(box).getByRole('list', { name: 'Messages with Bruno Costa' });
    expect(getComputedStyle(list).height).toBe(`${FLOATING_LIST_HEIGHT}px`);
    expect(await within(list).findByText('Hello chat 20')).toBeInTheDocument();
    expect(within(box).getByPlaceholderText('Press enter to post')).toBeInTheDocument();
    expect(realtime.joined.has('private-chats.20')).toBe(true);

    // A message arriving live lands at the bottom.
    realtime.emit('chats.message', { message: JSON.stringify(makeMessage({ id: 30, chat_id: 20, message: 'Right back at you' })) });
    expect(within(list).getAllByTestId('message').at(-1)).toHaveTextContent('Right back at you');

    fireEvent.click(within(box).getByRole('button', { name: 'Close the chat with Bruno Costa' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chat with Bruno Costa' })).not.toBeInTheDocument());
  });

  it('comes back after a reload, folded or not, for the same member only', async () => {
    jest.spyOn(ChatsService, 'getChat').mockImplementation(({ id }) => (id === 20 ? sdkOk({ data: chatWith(2) }) : sdkFail(404)));
    const first = renderWithRealtime('/marketplaces', createFakeRealtime());
    await act(() => openChatWith(BRUNO.id));
    await act(() => openChatWith(3));
    const bruno = await screen.findByRole('region', { name: 'Chat with Bruno Costa' });
    fireEvent.click(within(bruno).getByRole('button', { name: 'Fold the chat with Bruno Costa' }));
    await screen.findByRole('button', { name: 'Unfold the chat with Bruno Costa' });

    // A reload: the page and the boxes held in memory are gone; chat 30 no longer exists.
    first.unmount();
    act(() => closeAllChatBoxes());
    renderWithRealtime('/marketplaces', createFakeRealtime());
    const back = await screen.findByRole('region', { name: 'Chat with Bruno Costa' });
    expect(within(back).getByRole('button', { name: 'Unfold the chat with Bruno Costa' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chat with Member3 Reis' })).not.toBeInTheDocument();
    expect(ChatsService.getChat).toHaveBeenCalledWith({ id: 30 });

    // Another member signing in on this browser does not get Ana's boxes.
    cleanup();
    act(() => closeAllChatBoxes());
    saveSession({ id: 7, first_name: 'Noor', last_name: 'Haddad' }, TOKENS);
    renderWithRealtime('/marketplaces', createFakeRealtime());
    await screen.findByRole('button', { name: 'Account menu' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /^Chat with / })).not.toBeInTheDocument();
  });

  it('folds to its header, which counts what came in; what arrives is marked seen only once unfolded', async () => {
    const realtime = createFakeRealtime();
    renderWithRealtime('/marketplaces', realtime);
    await act(() => openChatWith(BRUNO.id));
    const box = await screen.findByRole('region', { name: 'Chat with Bruno Costa' });
    await within(box).findByText('Hello chat 20');

    fireEvent.click(within(box).getByRole('button', { name: 'Fold the chat with Bruno Costa' }));
    expect(within(box).queryByRole('list')).not.toBeInTheDocument();
    realtime.emit('chats.message', { message: JSON.stringify(makeMessage({ id: 31, chat_id: 20, message: 'Still there?' })) });
    expect(box).toHaveTextContent(/Bruno Costa\s*1 unread/);
    expect(ChatsService.markMessageSeenWithPost).not.toHaveBeenCalled();

    fireEvent.click(within(box).getByRole('button', { name: 'Unfold the chat with Bruno Costa' }));
    expect(await within(box).findByText('Still there?')).toBeInTheDocument();
    await waitFor(() => expect(ChatsService.markMessageSeenWithPost).toHaveBeenCalledWith({ chatId: 20, messageId: 31 }));
  });

  it('keeps at most 3 boxes open: a fourth closes the oldest', async () => {
    renderWithRealtime('/marketplaces', createFakeRealtime());
    for (const person of people) {
      await act(() => openChatWith(person.id));
    }

    await screen.findByRole('region', { name: 'Chat with Member5 Reis' });
    expect(screen.getAllByRole('region', { name: /^Chat with / })).toHaveLength(MAX_OPEN_BOXES);
    expect(screen.queryByRole('region', { name: 'Chat with Bruno Costa' })).not.toBeInTheDocument();
  });

  it('rejects with the API error when the chat cannot be opened, and opens nothing', async () => {
    jest.spyOn(ChatsService, 'createChat').mockReturnValue(sdkFail(403, { statusCode: 403, message: 'You cannot chat with this member' }));
    renderWithRealtime('/marketplaces', createFakeRealtime());

    await expect(openChatWith(BRUNO.id)).rejects.toMatchObject({ status: 403 });
    expect(screen.queryByRole('region', { name: /^Chat with / })).not.toBeInTheDocument();
  });

  describe('a message arriving while the member is on another page', () => {
    beforeEach(() => {
      jest.spyOn(ChatsService, 'getChat').mockImplementation(({ id }) => sdkOk({ data: chatWith(id / 10) }));
      jest.spyOn(NotificationsService, 'countUnreadNotifications').mockReturnValue(sdkOk({ un_read: 2 }));
      localStorage.removeItem('plaza.messageSound');
    });

    it('opens its box, counts it in the tab title, and flashes the box again for the next one', async () => {
      const realtime = createFakeRealtime();
      renderWithRealtime('/marketplaces', realtime);
      await waitFor(() => expect(document.title).toMatch(/^\(2\) /)); // two unread notifications

      jest.spyOn(ChatsService, 'listMessages').mockReturnValue(sdkOk(paged([makeMessage({ id: 41, chat_id: 20, message: 'Are you there?' })])));
      realtime.emit('messages.unseen', { messages_count: 1, chat_id: 20 });
      const box = await screen.findByRole('region', { name: 'Chat with Bruno Costa' });
      expect(await within(box).findByText('Are you there?')).toBeInTheDocument();
      expect(document.title).toMatch(/^\(3\) /);
      expect(ChatsService.getChat).toHaveBeenCalledWith({ id: 20 });
      const header = within(box).getByRole('heading', { name: 'Bruno Costa' }).parentElement!;
      expect(header).toHaveAttribute('data-flash', 'true');

      realtime.emit('messages.unseen', { messages_count: 2, chat_id: 20 });
      expect(screen.getAllByRole('region', { name: /^Chat with / })).toHaveLength(1);
    });

    it('marks nothing seen in a box that popped up until the member turns to it', async () => {
      const realtime = createFakeRealtime();
      renderWithRealtime('/marketplaces', realtime);
      jest
        .spyOn(ChatsService, 'listMessages')
        .mockReturnValue(sdkOk(paged([makeMessage({ id: 41, chat_id: 20, user_id: BRUNO.id, message: 'Are you there?' })])));
      realtime.emit('messages.unseen', { messages_count: 1, chat_id: 20 });
      const box = await screen.findByRole('region', { name: 'Chat with Bruno Costa' });
      expect(await within(box).findByText('Are you there?')).toBeInTheDocument();
      // Shown, but nobody has read it yet: the header counts it and the sender gets no ✓✓.
      expect(box).toHaveTextContent(/Bruno Costa\s*1 unread/);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(ChatsService.markMessageSeenWithPost).not.toHaveBeenCalled();

      fireEvent.pointerDown(within(box).getByRole('list', { name: 'Messages with Bruno Costa' }));
      await waitFor(() => expect(ChatsService.markMessageSeenWithPost).toHaveBeenCalledWith({ chatId: 20, messageId: 41 }));
    });

    it('stays quiet on the chat screen, and for count changes that are not a new message', async () => {
      jest.spyOn(ChatsService, 'listChats').mockReturnValue(sdkOk(paged<ChatDto>([])));
      const realtime = createFakeRealtime();
      renderWithRealtime('/show_chat', realtime);
      realtime.emit('messages.unseen', { messages_count: 1, chat_id: 20 });
      realtime.emit('messages.unseen', { messages_count: 0 });
      await act(() => Promise.resolve());
      expect(ChatsService.getChat).not.toHaveBeenCalled();
      expect(screen.queryByRole('region', { name: /^Chat with / })).not.toBeInTheDocument();
    });

    it('lets the member turn a message sound on from the account menu', async () => {
      renderWithRealtime('/marketplaces', createFakeRealtime());
      fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
      const sound = await screen.findByRole('menuitemcheckbox', { name: /Sound for new messages/ });
      expect(sound).toHaveAttribute('aria-checked', 'false');
      fireEvent.click(sound);
      expect(screen.getByRole('menuitemcheckbox', { name: /Sound for new messages/ })).toHaveAttribute('aria-checked', 'true');
      expect(localStorage.getItem('plaza.messageSound')).toBe('on');
    });
  });
});
