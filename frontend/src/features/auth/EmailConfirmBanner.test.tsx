import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { getSession, saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { quietBackground } from '../../test/social';

const UNCONFIRMED = makeUser({ email: 'new@example.com', email_verified: false });
const banner = () => screen.queryByRole('region', { name: 'Confirm your email' });

function signInAs(user = UNCONFIRMED) {
  saveSession(user, TOKENS);
  quietBackground();
  return jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user }));
}

describe('the "Confirm your email" banner', () => {
  it('shows an unconfirmed member where the link went, on every page, and resends it', async () => {
    signInAs();
    const resend = jest
      .spyOn(AuthService, 'resendEmailConfirmation')
      .mockReturnValue(sdkOk({ message: 'A new confirmation link is on its way to new@example.com.' }));
    renderApp('/marketplaces');

    const shown = await screen.findByRole('region', { name: 'Confirm your email' });
    expect(shown).toHaveTextContent('We sent a link to new@example.com. Until you follow it, you cannot publish listings.');
    fireEvent.click(within(shown).getByRole('button', { name: 'Resend' }));
    expect(await within(shown).findByText('A new confirmation link is on its way to new@example.com.')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledTimes(1);
  });

  it("says the server's reason when a resend is refused (too soon)", async () => {
    signInAs();
    jest
      .spyOn(AuthService, 'resendEmailConfirmation')
      .mockReturnValue(sdkFail(429, { statusCode: 429, message: 'A confirmation link was sent a moment ago. Please wait before asking for another.' }));
    renderApp('/marketplaces');

    fireEvent.click(within(await screen.findByRole('region', { name: 'Confirm your email' })).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('A confirmation link was sent a moment ago. Please wait before asking for another.')).toBeInTheDocument();
  });

  it('is not there for a confirmed member', async () => {
    signInAs(makeUser());
    renderApp('/marketplaces');
    await screen.findByRole('heading', { name: 'Marketplace' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes away when the account turns out confirmed elsewhere (the stored user is refreshed)', async () => {
    const me = signInAs();
    me.mockReturnValue(sdkOk({ user: makeUser({ ...UNCONFIRMED, email_verified: true }) }));
    renderApp('/marketplaces');
    await waitFor(() => expect(getSession()?.user.email_verified).toBe(true));
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('/verify-email/:token', () => {
  it('confirms the address once, says so, and takes the banner away', async () => {
    const me = signInAs();
    const verify = jest
      .spyOn(AuthService, 'verifyEmail')
      .mockReturnValue(sdkOk({ message: 'Your email address is confirmed.', email: 'new@example.com' }));
    renderApp('/verify-email/tok-123');
    await screen.findByRole('region', { name: 'Confirm your email' });
    me.mockReturnValue(sdkOk({ user: makeUser({ ...UNCONFIRMED, email_verified: true }) }));

    expect(await screen.findByText(/Your email address is confirmed\./)).toBeInTheDocument();
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith({ token: 'tok-123' });
    expect(screen.getByRole('link', { name: 'Go to Plaza' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message for a used or expired link", async () => {
    jest
      .spyOn(AuthService, 'verifyEmail')
      .mockReturnValue(sdkFail(404, { statusCode: 404, message: 'This confirmation link is invalid, already used or expired.' }));
    renderApp('/verify-email/used');
    expect(await screen.findByText(/This confirmation link is invalid, already used or expired\./)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
