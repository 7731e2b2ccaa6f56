import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NotificationsService, type NotificationDto } from '@plaza/sdk';
import { userChannel } from '@plaza/sdk/realtime-events';
import { saveSession } from '../../lib/api';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { bellCount, fakeRealtime, makeAuthor, makeNotification, paged, quietBackground } from '../../test/social';
import { renderWithRealtime } from '../../test/renderSocial';
import { createFakeRealtime, renderWithRealtime as renderWithFakeRealtime } from '../../test/chats';

const NOOR = makeAuthor({ id: 12, first_name: 'Noor', last_name: 'Haddad', username: 'noor', is_online: false, status: 'offline' });
const LATEST = [
  makeNotification({ id: 5, type: 'CommentedPost', description: 'See you there!', user: NOOR }),
  makeNotification({ id: 4, type: 'LikedPost' }),
  makeNotification({ id: 3, type: 'FriendAccept', read_at: '2026-03-01T10:00:00.000Z' }),
];


async function signedInHeader(unread: number) {
  saveSession(makeUser(), TOKENS);
  const background = quietBackground(unread);
  const live = fakeRealtime();
  renderWithRealtime('/marketplaces', live.realtime);
  await screen.findByRole('heading', { name: 'Marketplace' });
  return { ...background, ...live };
}

describe('NotificationsMenu', () => {
  it('shows the unread count, then the latest 5 with "{count} New Notifications" when opened', async () => {
    await signedInHeader(3);
    await waitFor(() => expect(bellCount()).toBe('3'));
    const list = jest.spyOn(NotificationsService, 'listNotifications').mockReturnValue(sdkOk(paged(LATEST)));

    // The badge's number is part of the button's name, as it is of what one sees.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(within(menu).getByText('3 New Notifications')).toBeInTheDocument();
    await within(menu).findByText('Noor Haddad');
    const entries = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.textContent !== 'View All' && item.textContent !== 'Mark all as read');
    expect(list).toHaveBeenCalledWith({ page: 1, take: 5, order: 'desc' });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Noor Haddad commented on your post: "See you there!"5 minutes ago',
      'Sam Lee liked your post5 minutes ago',
      'Sam Lee accepted your friend request5 minutes ago',
    ]);
    expect(entries[0]).toHaveAttribute('href', '/notifications');
    expect(within(entries[0]).getByRole('img', { name: 'Offline' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    expect(within(menu).getByRole('menuitem', { name: 'View All' })).toHaveAttribute('href', '/notifications');
    // Fetching the list marked everything read: the bell's count is 0.
    await waitFor(() => expect(bellCount()).toBe(''));
  });

  it("'Mark all as read' marks them read and sets the count to 0", async () => {
    await signedInHeader(2);
    await waitFor(() => expect(bellCount()).toBe('2'));
    jest.spyOn(NotificationsService, 'listNotifications').mockReturnValue(sdkOk(paged(LATEST)));
    const readAll = jest.spyOn(NotificationsService, 'readAllNotifications').mockReturnValue(sdkOk({ un_read: 0 }));

    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    await within(menu).findAllByRole('img', { name: 'Unread' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));

    expect(await within(menu).findByText('0 New Notifications')).toBeInTheDocument();
    expect(readAll).toHaveBeenCalledTimes(1);
    expect(within(menu).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
  });

  it('says so when there are no notifications', async () => {
    await signedInHeader(0);
    jest.spyOn(NotificationsService, 'listNotifications').mockReturnValue(sdkOk(paged<NotificationDto>([])));
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(await within(menu).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(menu).getByText('0 New Notifications')).toBeInTheDocument();
  });

  it('updates the count live when notifications.created arrives', async () => {
    const { emit, count } = await signedInHeader(1);
    await waitFor(() => expect(bellCount()).toBe('1'));

    act(() => {
      emit('notifications.created', {
        id: 9,
        type: 'FriendRequest',
        created_at: new Date().toISOString(),
        user: { id: 12, username: 'noor', first_name: 'Noor', last_name: 'Haddad', avatar: null },
        description: null,
        subject: { type: 'user', id: 12 },
        read_at: null,
        state: 'pending',
        un_read: 4,
      });
    });
    await waitFor(() => expect(bellCount()).toBe('4'));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('fetches the count again once my channel is joined, the first time and after a reconnect: what came before reached nobody', async () => {
    const me = makeUser();
    saveSession(me, TOKENS);
    const { count } = quietBackground(0);
    const realtime = createFakeRealtime();
    renderWithFakeRealtime('/marketplaces', realtime);
    await screen.findByRole('heading', { name: 'Marketplace' });
    await waitFor(() => expect(count).toHaveBeenCalled());
    expect(bellCount()).toBe('');

    // A friend request came while the page's socket was still joining my channel.
    count.mockReturnValue(sdkOk({ un_read: 1 }));
    realtime.sync(userChannel(me.id));
    await waitFor(() => expect(bellCount()).toBe('1'));

    count.mockReturnValue(sdkOk({ un_read: 2 }));
    realtime.sync(userChannel(me.id));
    await waitFor(() => expect(bellCount()).toBe('2'));
  });
});
