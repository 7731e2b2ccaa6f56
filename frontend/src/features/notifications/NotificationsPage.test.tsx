import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService, FriendsService, NotificationsService, type NotificationDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { bellCount, fakeRealtime, makeAuthor, makeNotification, paged, quietBackground, relation } from '../../test/social';
import { renderWithRealtime } from '../../test/renderSocial';

/** `count` notifications from id `top` down, a minute apart (newest first, as the API lists them). */
function notifications(top: number, count: number) {
  return Array.from({ length: count }, (_, i) =>
    makeNotification({ id: top - i, type: 'LikedPost', created_at: new Date(Date.now() - (20 - (top - i)) * 60_000 - 1000).toISOString() }),
  );
}

function pageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: height });
}

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  window.scrollY = 0;
});

describe('NotificationsPage', () => {
  it('lists notifications newest first, loads older ones below at 80% of the scroll, and resets the count', async () => {
    saveSession(makeUser(), TOKENS);
    quietBackground(7);
    pageHeight(1000);
    const list = jest
      .spyOn(NotificationsService, 'listNotifications')
      .mockImplementation(({ page = 1 }) =>
        sdkOk(page === 1 ? paged(notifications(20, 15), { total: 20, take: 15, last_page: 2 }) : paged(notifications(5, 5), { page: 2, total: 20, take: 15, from: 16, to: 20, last_page: 2 })),
      );
    const live = fakeRealtime();
    renderWithRealtime('/notifications', live.realtime);

    const items = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(items).getAllByRole('link')).toHaveLength(15));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ page: 1, take: 15, order: 'desc' });
    expect(within(items).getAllByRole('link')[0]).toHaveTextContent('Sam Lee liked your post');
    expect(within(items).getAllByRole('link')[0]).toHaveAttribute('href', '/profile');

    // (0 + 768) / 1000 is under 80%: nothing more yet; (100 + 768) / 1000 is over.
    window.scrollY = 100;
    act(() => {
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(within(items).getAllByRole('link')).toHaveLength(20));
    expect(list).toHaveBeenLastCalledWith({ page: 2, take: 15, order: 'desc' });
    const times = within(items)
      .getAllByRole('link')
      .map((link) => new Date(link.querySelector('time')?.getAttribute('datetime') ?? '').getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Fetching the list reset the unread counter.
    await waitFor(() => expect(bellCount()).toBe(''));
  });

  it('puts a notification that arrives live in front, linking friend requests to the profile', async () => {
    saveSession(makeUser(), TOKENS);
    quietBackground();
    jest.spyOn(NotificationsService, 'listNotifications').mockReturnValue(sdkOk(paged(notifications(3, 3))));
    const live = fakeRealtime();
    renderWithRealtime('/notifications', live.realtime);
    const items = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(items).getAllByRole('link')).toHaveLength(3));

    act(() => {
      live.emit('notifications.created', {
        id: 50,
        type: 'FriendRequest',
        created_at: new Date().toISOString(),
        user: { id: 12, username: 'noor', first_name: 'Noor', last_name: 'Haddad', avatar: null },
        description: null,
        subject: { type: 'user', id: 12 },
        read_at: null,
        state: 'pending',
        un_read: 1,
      });
    });
    await waitFor(() => expect(within(items).getAllByRole('link')).toHaveLength(4));
    const first = within(items).getAllByRole('link')[0];
    expect(first).toHaveTextContent('Noor Haddad sent you a friend request');
    expect(first).toHaveAttribute('href', '/u/noor');
  });

  it('says where each friend request stands now, and answers a pending one from its entry', async () => {
    saveSession(makeUser(), TOKENS);
    quietBackground();
    const noor = makeAuthor({ id: 12, username: 'noor', first_name: 'Noor', last_name: 'Haddad' });
    const sam = makeAuthor({ id: 13, username: 'sam', first_name: 'Sam', last_name: 'Lee' });
    const kai = makeAuthor({ id: 14, username: 'kai', first_name: 'Kai', last_name: 'Silva' });
    jest.spyOn(NotificationsService, 'listNotifications').mockReturnValue(
      sdkOk(
        paged([
          makeNotification({ id: 3, user: noor, state: 'pending' }),
          makeNotification({ id: 2, user: kai, state: 'pending' }),
          makeNotification({ id: 1, user: sam, state: 'accepted' }),
        ]),
      ),
    );
    const accept = jest.spyOn(FriendsService, 'acceptFriend').mockReturnValue(sdkOk(relation(12, 'friends', false)));
    const decline = jest.spyOn(FriendsService, 'declineFriend').mockReturnValue(sdkOk(relation(14, 'none')));
    renderWithRealtime('/notifications');
    const items = await screen.findByRole('list', { name: 'Notifications' });

    const samEntry = (await within(items).findByText(/Sam Lee/)).closest('li')!;
    expect(samEntry).toHaveTextContent('Sam Lee sent you a friend request: you are now friends');
    expect(within(samEntry).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    fireEvent.click(within(items).getByRole('button', { name: "Accept Noor Haddad's friend request" }));
    await waitFor(() => expect(within(items).getByText(/Noor Haddad/).closest('li')).toHaveTextContent('Noor Haddad sent you a friend request: you are now friends'));
    expect(accept).toHaveBeenCalledWith({ requestBody: { user_id: 12 } });
    expect(within(items).queryByRole('button', { name: "Accept Noor Haddad's friend request" })).not.toBeInTheDocument();

    fireEvent.click(within(items).getByRole('button', { name: "Decline Kai Silva's friend request" }));
    await waitFor(() => expect(within(items).getByText(/Kai Silva/).closest('li')).toHaveTextContent('Kai Silva sent you a friend request: request declined'));
    expect(decline).toHaveBeenCalledWith({ requestBody: { user_id: 14 } });
  });

  it('shows an empty state when there is nothing', async () => {
    saveSession(makeUser(), TOKENS);
    quietBackground();
    jest.spyOn(NotificationsService, 'listNotifications').mockReturnValue(sdkOk(paged<NotificationDto>([])));
    renderWithRealtime('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('sends a visitor to sign in, saying what the page is, and back to it afterwards', async () => {
    jest.spyOn(AuthService, 'login').mockReturnValue(sdkOk<Awaited<ReturnType<typeof AuthService.login>>>({ user: makeUser(), token: TOKENS }));
    quietBackground();
    jest.spyOn(NotificationsService, 'listNotifications').mockReturnValue(sdkOk(paged<NotificationDto>([])));
    renderWithRealtime('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see friend requests, likes and comments meant for you.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret!123' } });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
