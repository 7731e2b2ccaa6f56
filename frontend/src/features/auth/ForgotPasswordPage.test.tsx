import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { renderApp } from '../../test/renderApp';
import { sdkFail, sdkOk } from '../../test/sdk';

async function openForgot() {
  renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('ForgotPasswordPage', () => {
  it('asks for a valid email before calling the API', async () => {
    const forgot = jest.spyOn(AuthService, 'forgot');
    await openForgot();

    send();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required!'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address'));
    expect(forgot).not.toHaveBeenCalled();
  });

  it("sends the link and says so: 'Reset password link sent. Check your email.'", async () => {
    const forgot = jest
      .spyOn(AuthService, 'forgot')
      .mockReturnValue(sdkOk({ message: 'If the account exists, a link was sent.' }));
    await openForgot();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    send();

    expect(await screen.findByText('Reset password link sent. Check your email.')).toBeInTheDocument();
    expect(forgot).toHaveBeenCalledWith({ requestBody: { email: 'ana@example.com' } });
    expect(screen.getByText(/a reset link is on its way/)).toBeInTheDocument();
  });

  it("shows 'Server error' when the API fails without a message", async () => {
    jest.spyOn(AuthService, 'forgot').mockReturnValue(sdkFail(503));
    await openForgot();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    send();

    expect(await screen.findByText('Server error')).toBeInTheDocument();
  });
});
