import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, sdkPending, TOKENS, validationBody } from '../../test/sdk';

async function openLogin() {
  renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: () => fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' })),
  };
}

describe('LoginPage', () => {
  it('shows the spec messages for empty fields and does not call the API', async () => {
    const login = jest.spyOn(AuthService, 'login');
    const form = await openLogin();

    form.submit();

    expect(await screen.findByText('Email is required!')).toBeInTheDocument();
    expect(screen.getByText('Password is required!')).toBeInTheDocument();
    expect(form.email).toHaveAccessibleDescription('Email is required!');
    expect(login).not.toHaveBeenCalled();
  });

  it("says 'Invalid email address' for a malformed email", async () => {
    const login = jest.spyOn(AuthService, 'login');
    const form = await openLogin();

    fireEvent.change(form.email, { target: { value: 'ana@example' } });
    fireEvent.change(form.password, { target: { value: 'whatever' } });
    form.submit();

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required!')).not.toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's message on a failed sign-in, stores nothing and stays on the page", async () => {
    jest
      .spyOn(AuthService, 'login')
      .mockReturnValue(sdkFail(401, { statusCode: 401, message: 'These credentials do not match our records.' }));
    const form = await openLogin();

    fireEvent.change(form.email, { target: { value: 'ana@example.com' } });
    fireEvent.change(form.password, { target: { value: 'Wrong!pass1' } });
    form.submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it("falls back to 'Server error' when the failure carries no message", async () => {
    jest.spyOn(AuthService, 'login').mockReturnValue(sdkFail(502, '<html>Bad gateway</html>'));
    const form = await openLogin();

    fireEvent.change(form.email, { target: { value: 'ana@example.com' } });
    fireEvent.change(form.password, { target: { value: 'Secret!123' } });
    form.submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  });

  it('signs in: busy while the call runs, then stores the session and goes home as a member', async () => {
    const pending = sdkPending<Awaited<ReturnType<typeof AuthService.login>>>();
    const login = jest.spyOn(AuthService, 'login').mockReturnValue(pending.promise);
    const form = await openLogin();

    fireEvent.change(form.email, { target: { value: 'ana@example.com' } });
    fireEvent.change(form.password, { target: { value: 'Secret!123' } });
    form.submit();

    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ requestBody: { email: 'ana@example.com', password: 'Secret!123' } }),
    );
    expect(within(screen.getByRole('main')).getByRole('button', { name: /sign in/i })).toBeDisabled();

    pending.resolve({ user: makeUser(), token: TOKENS });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: 7, first_name: 'Ana' });
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('sends a member who opened a members-only page back there after signing in', async () => {
    jest.spyOn(AuthService, 'login').mockReturnValue(sdkOk<Awaited<ReturnType<typeof AuthService.login>>>({ user: makeUser(), token: TOKENS }));
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: makeUser() }));
    renderApp('/profile/edit');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret!123' } });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
  });
  it('asks for the authenticator code when two-factor authentication is on, then signs in with it', async () => {
    jest
      .spyOn(AuthService, 'login')
      .mockReturnValue(sdkOk<Awaited<ReturnType<typeof AuthService.login>>>({ two_factor_required: true, challenge: 'ch-1', expires_at: '2026-01-05T15:35:00.000Z' }));
    const second = jest
      .spyOn(AuthService, 'loginSecondStep')
      .mockReturnValueOnce(sdkFail(422, validationBody({ code: ['The code is not valid.'] })))
      .mockReturnValueOnce(sdkOk({ user: makeUser(), token: TOKENS }));
    const form = await openLogin();
    fireEvent.change(form.email, { target: { value: 'ana@example.com' } });
    fireEvent.change(form.password, { target: { value: 'Secret!123' } });
    form.submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' })).toBeInTheDocument();
    expect(second).toHaveBeenLastCalledWith({ requestBody: { challenge: 'ch-1', code: '123456' } });
    expect(localStorage.getItem('access_token')).toBe('access-1');
  });

  it('takes a recovery code instead, and starts over when the challenge has expired', async () => {
    jest
      .spyOn(AuthService, 'login')
      .mockReturnValue(sdkOk<Awaited<ReturnType<typeof AuthService.login>>>({ two_factor_required: true, challenge: 'ch-2', expires_at: '2026-01-05T15:35:00.000Z' }));
    const second = jest
      .spyOn(AuthService, 'loginSecondStep')
      .mockReturnValue(sdkFail(401, { statusCode: 401, message: 'This sign-in has expired. Please sign in again.' }));
    const form = await openLogin();
    fireEvent.change(form.email, { target: { value: 'ana@example.com' } });
    fireEvent.change(form.password, { target: { value: 'Secret!123' } });
    form.submit();

    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired. Please sign in again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(second).toHaveBeenCalledWith({ requestBody: { challenge: 'ch-2', recovery_code: 'abcde-fghjk' } });
  });
});
