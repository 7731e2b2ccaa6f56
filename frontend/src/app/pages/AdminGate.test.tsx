import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { AdminService } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, TOKENS } from '../../test/sdk';
import { quietBackground } from '../../test/social';

describe('/admin', () => {
  it('tells a member they are not allowed, inside the member app, without loading the console', async () => {
    saveSession(makeUser({ role: 'member' }), TOKENS);
    quietBackground();
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(
      screen.getByText('The moderation console is for Plaza’s moderators and administrators.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Plaza moderation')).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('tells a moderator without a second factor to turn it on when the site requires it', async () => {
    saveSession(makeUser({ role: 'moderator', two_factor_enabled: false }), TOKENS);
    quietBackground();
    jest
      .spyOn(AdminService, 'getStats')
      .mockReturnValue(sdkFail(403, { statusCode: 403, message: 'Turn on two-factor authentication to use the moderation tools.' }));
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication required' })).toBeInTheDocument();
    expect(screen.getByText('Turn on two-factor authentication to use the moderation tools.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the security page' })).toHaveAttribute('href', '/settings/security');
    expect(screen.queryByText('Plaza moderation')).not.toBeInTheDocument();
  });
});
