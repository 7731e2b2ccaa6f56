import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FriendsService, type FriendListItemDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { makeFriendItem, paged, quietBackground, relation } from '../../test/social';

function signIn() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
}

const NOOR = makeFriendItem({ id: 12, first_name: 'Noor', last_name: 'Haddad', username: 'noor' });

describe('FriendsPage', () => {
  it('lists my friends with their presence; Friends › Remove friend, once confirmed, applies locally', async () => {
    signIn();
    jest.spyOn(FriendsService, 'listFriendRequests').mockReturnValue(sdkOk(paged<FriendListItemDto>([])));
    jest.spyOn(FriendsService, 'listFriends').mockReturnValue(
      sdkOk(paged<FriendListItemDto>([{ ...NOOR, friendship_state: 'friends', friends_since: '2026-02-01T10:00:00.000Z', status: 'away' }])),
    );
    renderApp('/friends');

    const list = await screen.findByRole('list', { name: 'My friends' });
    expect(FriendsService.listFriends).toHaveBeenCalledWith({ page: 1, take: 12 });
    expect(within(list).getByRole('link', { name: 'Noor Haddad' })).toHaveAttribute('href', '/u/noor');
    expect(within(list).getByRole('img', { name: 'Away' })).toBeInTheDocument();

    expect(within(list).getByText('Friends since February 2026')).toBeInTheDocument();
    const remove = jest.spyOn(FriendsService, 'removeFriend').mockReturnValue(sdkOk(relation(12, 'none')));
    fireEvent.click(within(list).getByRole('button', { name: 'Friends' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove friend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Noor Haddad from your friends?' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove friend' }));
    expect(await within(list).findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Noor Haddad' })).toBeInTheDocument();
  });

  it('shows received requests with Accept / Decline and sent ones with Cancel request', async () => {
    signIn();
    jest.spyOn(FriendsService, 'listFriendRequests').mockImplementation(({ direction }) =>
      sdkOk(
        direction === 'outgoing'
          ? paged([makeFriendItem({ friendship_state: 'request_sent' })])
          : paged([{ ...NOOR, friendship_state: 'request_received' }]),
      ),
    );
    renderApp('/friends?tab=requests');

    const received = await screen.findByRole('list', { name: 'Received requests' });
    const sent = await screen.findByRole('list', { name: 'Sent requests' });
    expect(within(sent).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(within(received).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    jest.spyOn(FriendsService, 'acceptFriend').mockReturnValue(sdkOk(relation(12, 'friends', false)));
    fireEvent.click(within(received).getByRole('button', { name: 'Accept' }));
    expect(await within(received).findByRole('button', { name: 'Friends' })).toBeInTheDocument();
    expect(within(received).queryByRole('button', { name: 'Remove friend' })).not.toBeInTheDocument();
  });

  it('searches members once the typing pauses, and says when nobody matches', async () => {
    signIn();
    jest.spyOn(FriendsService, 'listFriendRequests').mockReturnValue(sdkOk(paged<FriendListItemDto>([])));
    jest.spyOn(FriendsService, 'listFriends').mockReturnValue(sdkOk(paged<FriendListItemDto>([])));
    const search = jest
      .spyOn(FriendsService, 'searchMembers')
      .mockImplementation(({ search: words }) => sdkOk(paged(words === 'noor' ? [NOOR] : [])));
    renderApp('/friends');
    await screen.findByText('No friends yet');

    const box = screen.getByRole('searchbox', { name: 'Search members' });
    fireEvent.change(box, { target: { value: 'n' } });
    fireEvent.change(box, { target: { value: 'no' } });
    fireEvent.change(box, { target: { value: 'noor' } });
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ search: 'noor', page: 1, take: 12 });

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No members match “zzz”')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My friends' })).toBeInTheDocument());
  });
});
