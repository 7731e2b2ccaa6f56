import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';

async function openMenu() {
  const header = screen.getByRole('banner');
  fireEvent.click(within(header).getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('AccountMenu', () => {
  it("shows a stored session's avatar in the header, opening the member's menu", async () => {
    saveSession(makeUser({ avatar: 'ana.webp', status: 'away' }), TOKENS);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' });

    const button = await within(screen.getByRole('banner')).findByRole('button', { name: 'Account menu' });
    expect(within(button).getByRole('img', { name: 'Ana Martins' })).toHaveAttribute(
      'src',
      '/storage/avatars/thumbs45/ana.webp',
    );
    expect(within(button).getByRole('img', { name: 'Away' })).toBeInTheDocument();

    const menu = await openMenu();
    expect(menu).toHaveTextContent('ana@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');
    expect(within(menu).getByRole('menuitemradio', { name: 'Away' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows the placeholder image for a member without an avatar', async () => {
    saveSession(makeUser({ avatar: null }), TOKENS);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' });

    const button = await within(screen.getByRole('banner')).findByRole('button', { name: 'Account menu' });
    expect(within(button).getByRole('img', { name: 'Ana Martins' })).toHaveAttribute('src', 'test-file-stub');
  });

  it('switches the status through the API and shows the new one', async () => {
    saveSession(makeUser({ status: 'online' }), TOKENS);
    const update = jest
      .spyOn(AuthService, 'updateStatus')
      .mockReturnValue(sdkOk({ user: makeUser({ status: 'away' }) }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' });

    fireEvent.click(within(await openMenu()).getByRole('menuitemradio', { name: 'Away' }));

    expect(await screen.findByText('Your status is now away.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ requestBody: { status: 'away' } });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ status: 'away' });
    // The choice made, the menu closes; opened again, it shows the new status.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(within(await openMenu()).getByRole('menuitemradio', { name: 'Away' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says why a status change failed and keeps the old status', async () => {
    saveSession(makeUser({ status: 'online' }), TOKENS);
    jest.spyOn(AuthService, 'updateStatus').mockReturnValue(sdkFail(500));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' });

    fireEvent.click(within(await openMenu()).getByRole('menuitemradio', { name: 'Offline' }));

    expect(await screen.findByText('Server error')).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('signs out: ends the session on the server, clears it here and shows a visitor home', async () => {
    saveSession(makeUser(), TOKENS);
    const logout = jest.spyOn(AuthService, 'logout').mockReturnValue(sdkOk({ message: 'Signed out' }));
    renderApp('/profile/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' });

    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Plaza' })).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument(),
    );
  });
});
