import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { renderApp } from '../../test/renderApp';
import { sdkFail, sdkOk, validationBody } from '../../test/sdk';

async function openReset(token = 'tok-123') {
  renderApp(`/reset-password/${token}`);
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
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
    expect(screen.getByText('Password Changed')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith({
      token: 'tok-123',
      requestBody: { password: 'Secret!123', password_confirmation: 'Secret!123' },
    });
  });

  it('explains a used or expired link and offers a new one', async () => {
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
