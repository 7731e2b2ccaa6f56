import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  ChatsService,
  FriendsService,
  PostsService,
  UsersService,
  type BlockedUserDto,
  type FriendListItemDto,
  type FriendListResponseDto,
  type FriendshipResponseDto,
  type PostDto,
} from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { makeFriendItem, makePost, makeProfile, paged, quietBackground, relation } from '../../test/social';

function signIn() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(PostsService, 'listUserPosts').mockReturnValue(sdkOk(paged<PostDto>([])));
}

describe("another member's profile (/u/:username)", () => {
  it('shows their cover, avatar with presence, about, counts, last friends and wall', async () => {
    signIn();
    jest
      .spyOn(UsersService, 'getUserProfile')
      .mockReturnValue(
        sdkOk({
          data: makeProfile({ friends_count: 4, posts_count: 1, likes_count: 7 }, { status: 'away', cover: 'c.webp' }),
        }),
      );
    const friends = jest
      .spyOn(FriendsService, 'lastFriends')
      .mockReturnValue(
        sdkOk<FriendListResponseDto>({
          data: [makeFriendItem({ id: 12, first_name: 'Noor', last_name: 'Haddad', username: 'noor' })],
        }),
      );
    jest.spyOn(PostsService, 'listUserPosts').mockReturnValue(sdkOk(paged([makePost()])));
    renderApp('/u/sam');

    const header = await screen.findByRole('region', { name: 'Sam Lee' });
    expect(within(header).getByText('@sam')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Away' })).toBeInTheDocument();
    // The cover at the width the screen needs, fetched first: not the 2400 px original.
    const cover = within(header).getByRole('img', { name: 'Cover image' });
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('/storage/covers/w640/c.webp 640w'));
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('/storage/covers/w1920/c.webp 1920w'));
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(within(header).getByLabelText('Profile counts')).toHaveTextContent('4 friends1 post7 likes');
    expect(within(header).getByRole('link', { name: '4 friends' })).toHaveAttribute('href', '/u/sam/friends');
    expect(screen.getByText('Drummer in a garage band.')).toBeInTheDocument();
    expect(screen.getByText('Porto')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Noor Haddad/ })).toHaveAttribute('href', '/u/noor');
    expect(friends).toHaveBeenCalledWith({ id: 9 });
    expect(await screen.findByRole('article', { name: 'Post by Sam Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();
  });

  it('blocks after a confirmation, then shows my blocked members', async () => {
    signIn();
    jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkOk({ data: makeProfile() }));
    jest.spyOn(FriendsService, 'lastFriends').mockReturnValue(sdkOk<FriendListResponseDto>({ data: [] }));
    const block = jest
      .spyOn(FriendsService, 'blockUser')
      .mockReturnValue(sdkOk<FriendshipResponseDto>({ data: { ...relation(9, 'none').data, blocked_by_me: true } }));
    jest
      .spyOn(FriendsService, 'listBlockedUsers')
      .mockReturnValue(
        sdkOk(
          paged<BlockedUserDto>([
            {
              id: 9,
              first_name: 'Sam',
              last_name: 'Lee',
              username: 'sam',
              avatar: null,
              blocked_at: new Date().toISOString(),
            },
          ]),
        ),
      );
    jest.spyOn(FriendsService, 'listFriendRequests').mockReturnValue(sdkOk(paged<FriendListItemDto>([])));
    renderApp('/u/sam');

    fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Sam Lee?' });
    expect(block).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    const blocked = await screen.findByRole('list', { name: 'Blocked members' });
    expect(block).toHaveBeenCalledWith({ id: 9 });
    expect(within(blocked).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(await screen.findByText('You blocked Sam Lee.')).toBeInTheDocument();
  });

  it('opens a chat with them from Message', async () => {
    signIn();
    jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkOk({ data: makeProfile() }));
    jest.spyOn(FriendsService, 'lastFriends').mockReturnValue(sdkOk<FriendListResponseDto>({ data: [] }));
    const create = jest
      .spyOn(ChatsService, 'createChat')
      .mockReturnValue(sdkFail(403, { statusCode: 403, message: 'You cannot message this member' }));
    renderApp('/u/sam');

    fireEvent.click(await screen.findByRole('button', { name: 'Message' }));
    expect(await screen.findByText('You cannot message this member')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ requestBody: { user_id: 9 } });
  });

  it('says the profile is not available on a 404', async () => {
    signIn();
    jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Not found' }));
    renderApp('/u/ghost');
    expect(await screen.findByText('This profile is not available')).toBeInTheDocument();
  });
});
