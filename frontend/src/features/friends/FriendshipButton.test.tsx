import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { FriendsService, PostsService, UsersService } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, sdkPending, TOKENS } from '../../test/sdk';
import { makeProfile, paged, quietBackground, relation } from '../../test/social';
import type { FriendListResponseDto, PostDto, UserProfileDto } from '@plaza/sdk';

const SAM_ID = 9;

async function openSamsProfile(profile: UserProfileDto) {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(UsersService, 'getUserProfile').mockReturnValue(sdkOk({ data: profile }));
  jest.spyOn(FriendsService, 'lastFriends').mockReturnValue(sdkOk<FriendListResponseDto>({ data: [] }));
  jest.spyOn(PostsService, 'listUserPosts').mockReturnValue(sdkOk(paged<PostDto>([])));
  renderApp('/u/sam');
  const header = await screen.findByRole('region', { name: 'Sam Lee' });
  return header;
}

const pending = (requested_by_me: boolean) => ({ status: 'pending' as const, created_at: '2026-03-01T10:00:00.000Z', requested_by_me });

describe('the friendship button on a profile (spec §4)', () => {
  it('sends a request, then cancels it: each state shows once the call succeeded', async () => {
    const header = await openSamsProfile(makeProfile());
    expect(UsersService.getUserProfile).toHaveBeenCalledWith({ name: 'sam' });

    const add = jest.spyOn(FriendsService, 'addFriend').mockReturnValue(sdkOk(relation(SAM_ID, 'request_sent')));
    fireEvent.click(within(header).getByRole('button', { name: 'Add friend' }));
    expect(await within(header).findByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(within(header).getByText('Request sent')).toBeInTheDocument();
    expect(add).toHaveBeenCalledWith({ requestBody: { user_id: SAM_ID } });
    expect(within(header).queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();

    const withdraw = jest.spyOn(FriendsService, 'withdrawFriendRequest').mockReturnValue(sdkOk(relation(SAM_ID, 'none')));
    fireEvent.click(within(header).getByRole('button', { name: 'Cancel request' }));
    expect(await within(header).findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(withdraw).toHaveBeenCalledWith({ requestBody: { user_id: SAM_ID } });
    expect(within(header).queryByText('Request sent')).not.toBeInTheDocument();
  });

  it('keeps the state until the call answers', async () => {
    const header = await openSamsProfile(makeProfile());
    const call = sdkPending<ReturnType<typeof relation>>();
    jest.spyOn(FriendsService, 'addFriend').mockReturnValue(call.promise);

    fireEvent.click(within(header).getByRole('button', { name: 'Add friend' }));
    expect(within(header).queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    call.resolve(relation(SAM_ID, 'request_sent'));
    expect(await within(header).findByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });

  it('accepts a received request (the friends count goes up), then removes the friend', async () => {
    const header = await openSamsProfile(makeProfile({ friendship: pending(false), friends_count: 2 }));
    expect(within(header).getByText('Wants to be your friend')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(header).getByText('2')).toBeInTheDocument();

    const accept = jest.spyOn(FriendsService, 'acceptFriend').mockReturnValue(sdkOk(relation(SAM_ID, 'friends', false)));
    fireEvent.click(within(header).getByRole('button', { name: 'Accept' }));
    // Friends now: writing is the action at hand, ending the friendship sits in the Friends menu.
    const friends = await within(header).findByRole('button', { name: 'Friends' });
    expect(accept).toHaveBeenCalledWith({ requestBody: { user_id: SAM_ID } });
    expect(within(header).queryByRole('button', { name: 'Remove friend' })).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Message' })).toHaveClass('MuiButton-contained');
    expect(friends).not.toHaveClass('MuiButton-contained');
    expect(within(header).getByText('3')).toBeInTheDocument();

    jest.spyOn(FriendsService, 'removeFriend').mockReturnValue(sdkOk(relation(SAM_ID, 'none')));
    fireEvent.click(friends);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove friend' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Sam Lee from your friends?' })).getByRole('button', { name: 'Remove friend' }));
    expect(await within(header).findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(within(header).getByText('2')).toBeInTheDocument();
  });

  it('declines a received request', async () => {
    const header = await openSamsProfile(makeProfile({ friendship: pending(false) }));
    const decline = jest.spyOn(FriendsService, 'declineFriend').mockReturnValue(sdkOk(relation(SAM_ID, 'none')));

    fireEvent.click(within(header).getByRole('button', { name: 'Decline' }));
    expect(await within(header).findByRole('button', { name: 'Add friend' })).toBeInTheDocument();
    expect(decline).toHaveBeenCalledWith({ requestBody: { user_id: SAM_ID } });
    expect(within(header).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows Cancel request for a request I sent and Remove friend for a friend', async () => {
    const header = await openSamsProfile(makeProfile({ friendship: pending(true) }));
    expect(within(header).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });

  it("leaves the state as it was and says why when the call fails", async () => {
    const header = await openSamsProfile(makeProfile());
    jest
      .spyOn(FriendsService, 'addFriend')
      .mockReturnValue(sdkFail(409, { statusCode: 409, message: 'You already sent a request to this member' }));

    fireEvent.click(within(header).getByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('You already sent a request to this member')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Add friend' })).toBeEnabled();
  });
});
