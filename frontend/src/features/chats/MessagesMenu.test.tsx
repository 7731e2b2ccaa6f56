import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatsService } from '@plaza/sdk';
import { sdkOk } from '../../test/sdk';
import { BRUNO, createFakeRealtime, makeChat, makeMessage, ME, paged, renderWithRealtime, signIn } from '../../test/chats';

/** Nine chats, newest first, each with another member. */
const latestChats = Array.from({ length: 9 }, (_, i) =>
  makeChat({
    id: 20 - i,
    user_two: { ...BRUNO, id: 50 + i, first_name: `Friend${i + 1}`, last_name: 'Silva' },
    last_message: makeMessage({ id: 500 - i, chat_id: 20 - i, message: `Last words ${i + 1}`, created_at: '2024-01-05T15:30:00' }),
    unseen_count: i === 0 ? 4 : 0,
  }),
);

function mockMenuApi(count = 4) {
  const listChats = jest.spyOn(ChatsService, 'listChats').mockReturnValue(sdkOk(paged(latestChats, { take: 9, total: 30 })));
  const countUnseen = jest.spyOn(ChatsService, 'countUnseenMessages').mockReturnValue(sdkOk({ messages_count: count }));
  return { listChats, countUnseen };
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: /^Messages/ }));
  return screen.findByRole('menu');
}

describe('the messages dropdown (spec §2)', () => {
  beforeEach(signIn);

  it("says '{count} New Messages' and lists the latest 9 chats, page 1, newest first, with 'View All'", async () => {
    const { listChats } = mockMenuApi(4);
    renderWithRealtime('/marketplaces', createFakeRealtime());
    await waitFor(() => expect(within(screen.getByRole('button', { name: /^Messages/ })).getByText('4')).toBeInTheDocument());

    const menu = await openMenu();
    expect(within(menu).getByText('4 New Messages')).toBeInTheDocument();
    await within(menu).findByText('Friend1 Silva');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => /^\/show_chat\/\d+$/.test(item.getAttribute('href') ?? ''));
    expect(entries).toHaveLength(9);
    expect(entries[0]).toHaveAttribute('href', '/show_chat/20');
    expect(entries[0]).toHaveTextContent('Last words 1');
    expect(entries[0]).toHaveTextContent('Jan 05, 2024 03:30 PM');
    expect(entries[0]).not.toHaveTextContent(`${ME.first_name} ${ME.last_name}`);
    expect(listChats).toHaveBeenCalledWith({ page: 1, take: 9, order: 'desc' });
    expect(within(menu).getByRole('menuitem', { name: 'View All' })).toHaveAttribute('href', '/show_chat');
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute('href', '/show_chat');
  });

  it('follows messages.unseen live: the count rises and falls, and the list is refreshed', async () => {
    const { listChats } = mockMenuApi(0);
    const realtime = createFakeRealtime();
    renderWithRealtime('/marketplaces', realtime);
    const menu = await openMenu();
    expect(within(menu).getByText('0 New Messages')).toBeInTheDocument();
    await within(menu).findByText('Friend1 Silva');
    const calls = listChats.mock.calls.length;

    realtime.emit('messages.unseen', { messages_count: 3 });
    expect(await within(menu).findByText('3 New Messages')).toBeInTheDocument();
    await waitFor(() => expect(listChats.mock.calls.length).toBeGreaterThan(calls));

    realtime.emit('messages.unseen', { messages_count: 1 });
    expect(await within(menu).findByText('1 New Messages')).toBeInTheDocument();
  });

  it('fetches the count and the chats again once my channel is first joined: what came before reached nobody', async () => {
    const { listChats, countUnseen } = mockMenuApi(0);
    const realtime = createFakeRealtime();
    renderWithRealtime('/marketplaces', realtime);
    const menu = await openMenu();
    await within(menu).findByText('Friend1 Silva');
    expect(within(menu).getByText('0 New Messages')).toBeInTheDocument();
    // Bruno wrote while the page's socket was still joining my channel.
    countUnseen.mockReturnValue(sdkOk({ messages_count: 1 }));
    listChats.mockReturnValue(
      sdkOk(paged([makeChat({ id: 21, last_message: makeMessage({ id: 600, chat_id: 21, message: 'Are you there?' }), unseen_count: 1 }), ...latestChats], { take: 9, total: 31 })),
    );

    realtime.sync();

    expect(await within(menu).findByText('1 New Messages')).toBeInTheDocument();
    expect(await within(menu).findByText('Are you there?')).toBeInTheDocument();
  });

  it("'Mark all as read' marks everything seen and goes to the inbox", async () => {
    mockMenuApi(4);
    const readAll = jest.spyOn(ChatsService, 'readAllChats').mockReturnValue(sdkOk({ messages_count: 0 }));
    renderWithRealtime('/marketplaces', createFakeRealtime());
    const menu = await openMenu();
    await within(menu).findByText('4 New Messages');

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    expect(readAll).toHaveBeenCalledTimes(1);
    const reopened = await openMenu();
    expect(await within(reopened).findByText('0 New Messages')).toBeInTheDocument();
  });
});
