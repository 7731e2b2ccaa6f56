import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { AuthService, FriendsService, PostsService, UsersService, type FriendListResponseDto, type PostDto } from '@plaza/sdk';
import { refreshWithApi, saveSession, setRefresher } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { makeFriendItem, makePost, makeProfile, paged, quietBackground } from '../../test/social';

/** The counts, friends and wall of the profile (GET /users/{name}, /friends/last-six, /users/{id}/posts). */
function socialParts(overrides: Parameters<typeof makeProfile>[0] = {}) {
  quietBackground();
  const me = makeUser();
  jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkOk({ data: makeProfile(overrides, { ...me, id: 7 }) }));
  jest.spyOn(FriendsService, 'lastSixFriends').mockReturnValue(sdkOk<FriendListResponseDto>({ data: [] }));
  jest.spyOn(PostsService, 'listUserPosts').mockReturnValue(sdkOk(paged<PostDto>([])));
}

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
    socialParts();
    renderApp('/profile');

    expect(await screen.findByText('Cyclist and baker.')).toBeInTheDocument();
    expect(me).toHaveBeenCalledTimes(1);
    const page = screen.getByRole('main');
    expect(within(page).getByRole('heading', { level: 1, name: 'Ana Martins' })).toBeInTheDocument();
    expect(within(page).getByText('@ana')).toBeInTheDocument();
    expect(within(page).getByText('Away')).toBeInTheDocument();
    const header = within(page).getByRole('region', { name: 'Ana Martins' });
    expect(within(header).getByRole('img', { name: 'Ana Martins' })).toHaveAttribute('src', '/storage/avatars/ana.webp');
    expect(within(page).getByRole('img', { name: 'Cover image' })).toHaveAttribute('src', '/storage/covers/w1280/sea.webp');
    expect(within(page).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(page).getByText('April 12, 1990')).toBeInTheDocument();
    expect(within(page).getByText('Fado')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ about: 'Cyclist and baker.' });
  });

  it('invites a member with an empty profile to complete it', async () => {
    saveSession(makeUser(), TOKENS);
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: makeUser() }));
    socialParts();
    renderApp('/profile');

    expect(await screen.findByText(/Your profile is still empty. Add a photo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile/edit');
  });

  it('stops asking for a photo once there is one', async () => {
    saveSession(makeUser(), TOKENS);
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: makeUser({ avatar: 'ana.webp' }) }));
    socialParts();
    renderApp('/profile');

    expect(await screen.findByText(/Your profile is still empty. Add a few words about yourself/)).toBeInTheDocument();
    expect(screen.queryByText(/Add a photo/)).not.toBeInTheDocument();
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

describe('ProfilePage: counts, friends and wall', () => {
  it('shows my counts, my last six friends and my wall with the composer', async () => {
    saveSession(makeUser(), TOKENS);
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: makeUser() }));
    quietBackground();
    jest
      .spyOn(UsersService, 'getUserProfile')
      .mockReturnValue(sdkOk({ data: makeProfile({ friends_count: 1, posts_count: 1, likes_count: 5 }, { id: 7, first_name: 'Ana', last_name: 'Martins', username: 'ana' }) }));
    jest
      .spyOn(FriendsService, 'lastSixFriends')
      .mockReturnValue(sdkOk({ data: [makeFriendItem({ friendship_state: 'friends', status: 'away' })] }));
    const mine = makePost({ user: { ...makePost().user, id: 7, first_name: 'Ana', last_name: 'Martins', username: 'ana' } });
    const wall = jest.spyOn(PostsService, 'listUserPosts').mockReturnValue(sdkOk(paged([mine])));
    renderApp('/profile');

    const counts = await screen.findByLabelText('Profile counts');
    expect(await within(counts).findByText('5')).toBeInTheDocument();
    expect(counts).toHaveTextContent('1 friend1 post5 likes');
    expect(within(counts).getByRole('link', { name: '1 friend' })).toHaveAttribute('href', '/friends');
    const friends = await screen.findByRole('list', { name: 'Recent friends' });
    expect(within(friends).getByRole('link', { name: /Sam Lee/ })).toHaveAttribute('href', '/u/sam');
    expect(within(friends).getByRole('img', { name: 'Away' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New post' })).toBeInTheDocument();
    const post = await screen.findByRole('article', { name: 'Post by Ana Martins' });
    expect(within(post).getByRole('button', { name: 'Post actions' })).toBeInTheDocument();
    expect(wall).toHaveBeenCalledWith({ id: 7, page: 1, take: 10 });
  });
});
