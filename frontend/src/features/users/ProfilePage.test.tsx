import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { refreshWithApi, saveSession, setRefresher } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';

describe('ProfilePage', () => {
  it("shows the member's card, refreshed from the API: cover, avatar, name and about fields", async () => {
    saveSession(makeUser({ about: 'Old bio' }), TOKENS);
    const fresh = makeUser({
      about: 'Cyclist and baker.',
      avatar: 'ana.webp',
      cover: 'sea.webp',
      location: 'Lisbon',
      country: 'Portugal',
      date_of_birth: '1990-04-12',
      favorite_music: 'Fado',
      status: 'away',
    });
    const me = jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: fresh }));
    renderApp('/profile');

    expect(await screen.findByText('Cyclist and baker.')).toBeInTheDocument();
    expect(me).toHaveBeenCalledTimes(1);
    const page = screen.getByRole('main');
    expect(within(page).getByRole('heading', { level: 1, name: 'Ana Martins' })).toBeInTheDocument();
    expect(within(page).getByText('@ana')).toBeInTheDocument();
    expect(within(page).getByText('Away')).toBeInTheDocument();
    expect(within(page).getByRole('img', { name: 'Ana Martins' })).toHaveAttribute('src', '/storage/avatars/ana.webp');
    expect(getComputedStyle(within(page).getByRole('img', { name: 'Cover image' })).backgroundImage).toBe(
      'url("/storage/covers/sea.webp")',
    );
    expect(within(page).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(page).getByText('April 12, 1990')).toBeInTheDocument();
    expect(within(page).getByText('Fado')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ about: 'Cyclist and baker.' });
  });

  it('invites a member with an empty profile to complete it', async () => {
    saveSession(makeUser(), TOKENS);
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: makeUser() }));
    renderApp('/profile');

    expect(await screen.findByText(/Your profile is still empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile/edit');
  });

  it('sends the browser to / when the API rejects the session and it cannot be refreshed (spec §4)', async () => {
    saveSession(makeUser(), TOKENS);
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkFail(401, { statusCode: 401, message: 'Unauthorized' }));
    const refresh = jest
      .spyOn(AuthService, 'refresh')
      .mockReturnValue(sdkFail(401, { statusCode: 401, message: 'Unauthorized' }));
    setRefresher(refreshWithApi);
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Plaza' })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledWith({ requestBody: { refresh_token: 'refresh-1' } });
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });
});
