import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService, type SessionDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { quietBackground } from '../../test/social';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function session(overrides: Partial<SessionDto> = {}): SessionDto {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    browser: 'Chrome 131',
    os: 'Linux',
    device: 'desktop',
    ip: '203.0.113.5',
    created_at: minutesAgo(600),
    last_used_at: minutesAgo(0),
    current: true,
    ...overrides,
  };
}

const THIS = session();
const PHONE = session({ id: '22222222-2222-4222-8222-222222222222', browser: 'Safari 17', os: 'iOS', device: 'mobile', ip: '192.0.2.44', current: false, last_used_at: minutesAgo(5) });
const DESKTOP = session({ id: '33333333-3333-4333-8333-333333333333', browser: 'Firefox 133', os: 'Windows 10', ip: '198.51.100.20', current: false, last_used_at: minutesAgo(180) });

function signIn(...lists: SessionDto[][]) {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  const list = jest.spyOn(AuthService, 'listSessions');
  lists.forEach((data) => list.mockReturnValueOnce(sdkOk({ data })));
  return list;
}

const sessionsList = async () => screen.findByRole('list', { name: 'Sessions' });

describe('SessionsSection on /settings/security', () => {
  it('lists where the member is signed in: this device marked, browser and OS, address and last activity', async () => {
    signIn([THIS, PHONE, DESKTOP]);
    renderApp('/settings/security');

    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: "Where you're signed in" });
    const rows = within(await sessionsList()).getAllByRole('listitem', { name: /on/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Chrome 131 on Linux', 'Safari 17 on iOS', 'Firefox 133 on Windows 10']);
    expect(within(rows[0]).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]).getByText(/203\.0\.113\.5 · Active now/)).toBeInTheDocument();
    expect(within(rows[0]).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(within(rows[1]).getByText(/192\.0\.2\.44/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(rows[2]).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(rows[2]).queryByText('This device')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Sign out all other sessions' })).toBeEnabled();
  });

  it('signs out one other session and shows the list again without it', async () => {
    const list = signIn([THIS, PHONE, DESKTOP], [THIS, DESKTOP]);
    const revoke = jest.spyOn(AuthService, 'revokeSession').mockReturnValue(sdkOk<void>(undefined));
    renderApp('/settings/security');

    fireEvent.click(within(await sessionsList()).getByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    expect(await screen.findByText('Signed out Safari 17 on iOS.')).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith({ id: PHONE.id });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Sessions' })).queryByRole('listitem', { name: 'Safari 17 on iOS' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Sessions' })).getByRole('listitem', { name: 'Firefox 133 on Windows 10' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('signs out all other sessions only after a confirmation, then says nothing else is signed in', async () => {
    signIn([THIS, PHONE, DESKTOP], [THIS]);
    const revokeOthers = jest.spyOn(AuthService, 'revokeOtherSessions').mockReturnValue(sdkOk({ revoked: 2 }));
    renderApp('/settings/security');
    await sessionsList();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out all other sessions?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revokeOthers).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out all' }));
    expect(await screen.findByText('Signed out all other sessions.')).toBeInTheDocument();
    expect(revokeOthers).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("You're not signed in anywhere else.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem', { name: /on/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });

  it('shows why a sign-out failed and the list as the server has it', async () => {
    signIn([THIS, PHONE], [THIS]);
    jest.spyOn(AuthService, 'revokeSession').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Session not found' }));
    renderApp('/settings/security');

    fireEvent.click(within(await sessionsList()).getByRole('button', { name: 'Sign out Safari 17 on iOS' }));
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    expect(await screen.findByText("You're not signed in anywhere else.")).toBeInTheDocument();
  });

  it('is reached from the account menu', async () => {
    signIn([THIS]);
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Security' }));
    expect(await screen.findByRole('region', { name: "Where you're signed in" })).toBeInTheDocument();
  });
});
