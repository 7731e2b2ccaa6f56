import { jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AuthService } from '@plaza/sdk';
import type { ReactNode } from 'react';
import { callApi, saveSession, setNavigator, setRefresher } from '../../lib/api';
import { makeUser, sdkFail, sdkOk, sdkPending, TOKENS } from '../../test/sdk';
import { useAuth } from '../../lib/auth/authContext';
import { AuthProvider } from './AuthProvider';

const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;
const renderAuth = () => renderHook(() => useAuth(), { wrapper });

const stored = () => ({
  user: JSON.parse(localStorage.getItem('user') ?? 'null') as unknown,
  access_token: localStorage.getItem('access_token'),
  refresh_token: localStorage.getItem('refresh_token'),
});

function signedIn(user = makeUser()) {
  saveSession(user, TOKENS);
  return user;
}

describe('the auth store', () => {
  it('starts signed in only when the user and both tokens are stored', () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    localStorage.setItem('access_token', 'a');
    expect(renderAuth().result.current).toMatchObject({ isLoggedIn: false, user: null });

    localStorage.setItem('refresh_token', 'r');
    const { result } = renderAuth();
    expect(result.current).toMatchObject({
      isLoggedIn: true,
      isSignedUp: false,
      user: { id: 7, first_name: 'Ana' },
      error: null,
      isLoading: false,
      success: null,
      status: null,
    });
  });

  it('signs in: loading while the call runs, then the user in state and the three keys stored', async () => {
    const pending = sdkPending<Awaited<ReturnType<typeof AuthService.login>>>();
    jest.spyOn(AuthService, 'login').mockReturnValue(pending.promise);
    const { result } = renderAuth();

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.login({ email: 'ana@example.com', password: 'Secret!123' });
    });
    expect(result.current.isLoading).toBe(true);

    await act(async () => {
      pending.resolve({ user: makeUser(), token: TOKENS });
      await done;
    });

    expect(result.current).toMatchObject({ isLoggedIn: true, isLoading: false, user: { id: 7 } });
    expect(stored()).toEqual({ user: makeUser(), ...TOKENS });
  });

  it('records a failed sign-in as logged out with the error message, and stores nothing', async () => {
    jest
      .spyOn(AuthService, 'login')
      .mockReturnValue(sdkFail(403, { statusCode: 403, message: 'This account is suspended.' }));
    const { result } = renderAuth();

    await act(async () => {
      const outcome = await result.current.login({ email: 'ana@example.com', password: 'Secret!123' });
      expect(outcome).toEqual({ ok: false, message: 'This account is suspended.', fieldErrors: {} });
    });

    expect(result.current).toMatchObject({ isLoggedIn: false, isLoading: false, error: 'This account is suspended.' });
    expect(stored()).toEqual({ user: null, access_token: null, refresh_token: null });
  });

  it('sets the signed-up flag after a sign-up, which can be reset', async () => {
    jest.spyOn(AuthService, 'register').mockReturnValue(sdkOk({ user: makeUser() }));
    const { result } = renderAuth();

    await act(async () => {
      await result.current.register({
        first_name: 'Ana',
        last_name: 'Martins',
        username: 'ana',
        email: 'ana@example.com',
        password: 'Secret!123',
        password_confirmation: 'Secret!123',
      });
    });
    expect(result.current).toMatchObject({ isSignedUp: true, isLoggedIn: false });

    act(() => result.current.resetSignedUp());
    expect(result.current.isSignedUp).toBe(false);
  });

  it('signs out: calls the API with the session, then clears the three keys and the state', async () => {
    signedIn();
    const logout = jest.spyOn(AuthService, 'logout').mockImplementation(() => {
      expect(localStorage.getItem('access_token')).toBe('access-1');
      return sdkOk({ message: 'Signed out' });
    });
    const { result } = renderAuth();

    await act(() => result.current.logout());

    expect(logout).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ isLoggedIn: false, user: null });
    expect(stored()).toEqual({ user: null, access_token: null, refresh_token: null });
  });

  it('clears the session even when the sign-out call fails', async () => {
    signedIn();
    jest.spyOn(AuthService, 'logout').mockReturnValue(sdkFail(500));
    const { result } = renderAuth();

    await act(() => result.current.logout());

    expect(result.current.isLoggedIn).toBe(false);
    expect(stored()).toEqual({ user: null, access_token: null, refresh_token: null });
  });

  it('replaces the stored user with the one a profile edit returns', async () => {
    signedIn();
    const updated = makeUser({ first_name: 'Anna', avatar: 'a1.webp' });
    const edit = jest.spyOn(AuthService, 'editProfile').mockReturnValue(sdkOk({ user: updated }));
    const { result } = renderAuth();

    await act(async () => {
      await result.current.editProfile({ first_name: 'Anna' });
    });

    expect(edit).toHaveBeenCalledWith({ formData: { first_name: 'Anna' } });
    expect(result.current).toMatchObject({ user: updated, isLoading: false, success: 'Profile updated' });
    expect(stored()).toEqual({ user: updated, ...TOKENS });
  });

  it('replaces the stored user with the one a cover upload returns', async () => {
    signedIn();
    const updated = makeUser({ cover: 'c1.webp' });
    const cover = new File(['x'], 'cover.png', { type: 'image/png' });
    jest.spyOn(AuthService, 'updateCover').mockReturnValue(sdkOk({ user: updated }));
    const { result } = renderAuth();

    await act(async () => {
      await result.current.uploadCover(cover);
    });

    expect(AuthService.updateCover).toHaveBeenCalledWith({ formData: { cover } });
    expect(result.current.user).toEqual(updated);
    expect(stored().user).toEqual(updated);
  });

  it('marks a status change as updated, and clears the marker and the error on request', async () => {
    signedIn();
    jest.spyOn(AuthService, 'updateStatus').mockReturnValue(sdkOk({ user: makeUser({ status: 'away' }) }));
    const { result } = renderAuth();

    await act(async () => {
      await result.current.updateStatus('away');
    });
    expect(AuthService.updateStatus).toHaveBeenCalledWith({ requestBody: { status: 'away' } });
    expect(result.current).toMatchObject({ status: 'updated', user: { status: 'away' } });

    act(() => result.current.clearMarkers());
    expect(result.current).toMatchObject({ status: null, error: null, user: { status: 'away' } });
  });

  it('follows a session ended elsewhere: a rejected refresh in lib/api, or another tab', async () => {
    signedIn();
    setNavigator(() => undefined);
    setRefresher(() => Promise.reject(new Error('refresh token already used')));
    const { result } = renderAuth();
    expect(result.current.isLoggedIn).toBe(true);

    await act(async () => {
      await expect(callApi(() => sdkFail(401))).rejects.toMatchObject({ status: 401 });
    });
    expect(result.current).toMatchObject({ isLoggedIn: false, user: null });

    act(() => {
      signedIn();
    });
    expect(result.current.isLoggedIn).toBe(true);
    act(() => {
      localStorage.removeItem('access_token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    });
    await waitFor(() => expect(result.current.isLoggedIn).toBe(false));
    setNavigator(null);
  });
});
