import { jest } from '@jest/globals';
import { i18n } from '../../i18n';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FriendsService, type FriendListItemDto } from '@plaza/sdk';
import { sdkOk } from '../../test/sdk';
import { paged, quietBackground } from '../../test/social';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { setViewportWidth } from '../../test/viewport';
import { NAV_ENTRIES } from '../navigation';

const MEMBER = { id: 1, first_name: 'Ana', last_name: 'Martins', avatar: null, status: 'online' as const };

function signIn() {
  saveSession(MEMBER, { access_token: 'a', refresh_token: 'r' });
}

describe('AppLayout', () => {
  it("shows a member the product name linking home, the two header dropdowns and the member's avatar menu", async () => {
    signIn();
    renderApp('/marketplaces');
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Plaza' })).toHaveAttribute('href', '/');
    // Members' menus load lazily (visitors never download them).
    expect(await within(header).findByRole('button', { name: /^Messages/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Marketplace' });
  });

  it('shows a visitor Sign in and Sign up instead of the member dropdowns', async () => {
    renderApp('/marketplaces');
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Marketplace' });
  });

  it("lists every feature's menu entries in the navigation, in order, linking to their paths", async () => {
    signIn();
    quietBackground();
    jest.spyOn(FriendsService, 'listFriends').mockReturnValue(sdkOk(paged<FriendListItemDto>([])));
    renderApp('/friends');
    const nav = screen.getByRole('navigation', { name: 'Sections' });

    for (const section of NAV_ENTRIES) {
      expect(within(nav).getByRole('link', { name: i18n.t(section.label) })).toHaveAttribute('href', section.path);
    }
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home', 'Friends', 'Chats', 'Notifications', 'My listings', 'Saved searches',
      'Marketplace', 'Job listings', 'Travel destinations', 'Charities', 'Real estate', 'Professional listings', 'Personals', 'Friend finders', 'Business listings',
      'Blogs', 'Events', 'Forums', 'Pictures', 'Videos', 'Storage', 'Jobs board', 'Local events', 'Bookmarks',
    ]);
    expect(within(nav).getByRole('link', { name: 'Friends' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('heading', { name: 'Friends' });
  });

  it('opens the messages and notifications menus, which say there is nothing yet', async () => {
    signIn();
    renderApp('/pictures');
    await screen.findByRole('heading', { name: 'Pictures' });

    fireEvent.click(screen.getByRole('button', { name: /^Messages/ }));
    const messages = await screen.findByRole('menu');
    expect(await within(messages).findByText(/nothing here yet/i)).toBeInTheDocument();
    expect(within(messages).getByRole('menuitem', { name: 'View All' })).toHaveAttribute('href', '/show_chat');
    fireEvent.keyDown(messages, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const notifications = await screen.findByRole('menu');
    expect(within(notifications).getByRole('menuitem', { name: 'View All' })).toHaveAttribute('href', '/notifications');
  });
});

describe('AppLayout on a phone', () => {
  it('keeps the navigation folded away until the menu button opens it, and folds it after a choice', async () => {
    setViewportWidth(375);
    signIn(); // the community sections are for members; a visitor is sent to sign in
    quietBackground();
    renderApp('/blogs');
    await screen.findByRole('heading', { name: 'Blogs' });
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Videos' }));

    expect(await screen.findByRole('heading', { name: 'Videos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument());
  });
});
