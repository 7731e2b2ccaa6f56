import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { renderApp } from '../../test/renderApp';
import { sdkFail, sdkOk, validationBody } from '../../test/sdk';

async function openReset(token = 'tok-123') {
  jest
    .spyOn(AuthService, 'checkResetToken')
    .mockReturnValue(sdkOk({ data: { expires_at: new Date(Date.now() + 3_600_000).toISOString() } }));
  renderApp(`/reset-password/${token}`);
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  await screen.findByLabelText('New password');
}

function fill(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('checks the new password and its confirmation before calling the API', async () => {
    const reset = jest.spyOn(AuthService, 'reset');
    await openReset();

    fill('', '');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password is required!'),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('This field is required!');

    fill('Secret!123', 'Secret!124');
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords must match'),
    );
    expect(reset).not.toHaveBeenCalled();
  });

  it("changes the password with the link's token, says 'Password Changed' and opens sign-in", async () => {
    const reset = jest.spyOn(AuthService, 'reset').mockReturnValue(sdkOk({ message: 'Password Changed' }));
    await openReset('tok-123');

    fill('Secret!123', 'Secret!123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith({
      token: 'tok-123',
      requestBody: { password: 'Secret!123', password_confirmation: 'Secret!123' },
    });
  });

  it('checks the link first: a used or expired one says so before any password is typed', async () => {
    const check = jest
      .spyOn(AuthService, 'checkResetToken')
      .mockReturnValue(
        sdkFail(404, { statusCode: 404, message: 'This password reset link is invalid or has expired.' }),
      );
    renderApp('/reset-password/used-token');

    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith({ token: 'used-token' });
    expect(screen.getByRole('link', { name: 'New link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('explains a link that expired while the page was open, and offers a new one', async () => {
    jest
      .spyOn(AuthService, 'reset')
      .mockReturnValue(
        sdkFail(422, validationBody({ token: ['This password reset link is invalid or has expired.'] })),
      );
    await openReset();

    fill('Secret!123', 'Secret!123');

    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  });
});
