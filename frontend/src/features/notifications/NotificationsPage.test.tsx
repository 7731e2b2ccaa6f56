import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService, NotificationsService, type NotificationDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { bellCount, fakeRealtime, makeNotification, paged, quietBackground } from '../../test/social';
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
        un_read: 1,
      });
    });
    await waitFor(() => expect(within(items).getAllByRole('link')).toHaveLength(4));
    const first = within(items).getAllByRole('link')[0];
    expect(first).toHaveTextContent('Noor Haddad sent you a friend request');
    expect(first).toHaveAttribute('href', '/u/noor');
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
