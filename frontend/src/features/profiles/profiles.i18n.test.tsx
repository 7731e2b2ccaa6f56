import { afterEach, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { FriendsService, PostsService, UsersService, type FriendListResponseDto, type PostDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { makeProfile, paged, quietBackground } from '../../test/social';

// The first render of a lazily loaded page can take seconds on a busy machine.
const PAGE = { timeout: 15_000 };
jest.setTimeout(45_000);

function signIn() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(PostsService, 'listUserPosts').mockReturnValue(sdkOk(paged<PostDto>([])));
  jest.spyOn(FriendsService, 'lastFriends').mockReturnValue(sdkOk<FriendListResponseDto>({ data: [] }));
}

afterEach(async () => {
  await setLanguage('en');
});

describe("another member's profile in European Portuguese", () => {
  it('shows the counts, the about card, the wall and the block menu in Portuguese', async () => {
    await setLanguage('pt-PT');
    signIn();
    jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkOk({ data: makeProfile({ friends_count: 1, posts_count: 3, likes_count: 0 }) }));
    renderApp('/u/sam');
    const header = await screen.findByRole('region', { name: 'Sam Lee' }, PAGE);
    expect(within(header).getByLabelText('Números do perfil')).toHaveTextContent('1 amigo3 publicações0 gostos');
    expect(within(header).getByRole('button', { name: 'Mensagem' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sobre' })).toBeInTheDocument();
    expect(screen.getByText('Vive em')).toBeInTheDocument();
    expect(await screen.findByText('Sam ainda não publicou nada')).toBeInTheDocument();
    expect(screen.getByText('Ainda sem amigos')).toBeInTheDocument();
    fireEvent.click(within(header).getByRole('button', { name: 'Mais ações' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Bloquear Sam' }));
    expect(await screen.findByRole('dialog', { name: 'Bloquear Sam Lee?' })).toBeInTheDocument();
  });
});

describe("another member's profile in Arabic", () => {
  it('shows the counts in Arabic plural forms, and a missing profile as unavailable', async () => {
    await setLanguage('ar');
    signIn();
    jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkOk({ data: makeProfile({ friends_count: 2, posts_count: 5, likes_count: 1 }) }));
    const { unmount } = renderApp('/u/sam');
    const header = await screen.findByRole('region', { name: 'Sam Lee' }, PAGE);
    expect(within(header).getByRole('link', { name: '2 صديقان' })).toHaveAttribute('href', '/u/sam/friends');
    expect(within(header).getByLabelText('أرقام الملف الشخصي')).toHaveTextContent('5 منشورات');
    expect(screen.getByRole('heading', { name: 'نبذة' })).toBeInTheDocument();
    unmount();

    jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Not Found' }));
    renderApp('/u/nobody');
    expect(await screen.findByText('هذا الملف الشخصي غير متاح', {}, PAGE)).toBeInTheDocument();
    // The page's own way out (the menu may name the same page).
    const unavailable = screen.getByText('هذا الملف الشخصي غير متاح').closest('div')!;
    expect(within(unavailable.parentElement!).getByRole('link', { name: 'البحث عن أصدقاء' })).toHaveAttribute('href', '/friends');
  });
});
