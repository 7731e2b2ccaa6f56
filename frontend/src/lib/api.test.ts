import { jest } from '@jest/globals';
import { ApiError, OpenAPI } from '@plaza/sdk';
import {
  callApi,
  configureApi,
  errorMessage,
  getSession,
  isSignedIn,
  saveSession,
  setNavigator,
  setRefresher,
  type Refresher,
  type SessionTokens,
} from './api';

const USER = { id: 7, first_name: 'Ana', last_name: 'Martins' };
const OLD = { access_token: 'access-1', refresh_token: 'refresh-1' };
const NEW = { access_token: 'access-2', refresh_token: 'refresh-2' };

function apiError(status: number, body?: unknown): ApiError {
  return new ApiError(
    { method: 'GET', url: '/api/chats' },
    { url: '/api/chats', ok: false, status, statusText: '', body },
    `Status ${status}`,
  );
}

/** An SDK call that answers 401 until the stored access token is `validToken`. */
function protectedCall(validToken: string) {
  return jest.fn(async () => {
    if (localStorage.getItem('access_token') !== validToken) {
      throw apiError(401, { statusCode: 401, message: 'Unauthorized' });
    }
    return 'data';
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const navigate = jest.fn<(path: string) => void>();

beforeEach(() => {
  saveSession(USER, OLD);
  navigate.mockReset();
  setNavigator(navigate);
  setRefresher(null);
});

describe('configureApi', () => {
  it('points the SDK at the base URL and the stored access token', async () => {
    configureApi('https://api.example');
    expect(OpenAPI.BASE).toBe('https://api.example');
    const token = OpenAPI.TOKEN;
    if (typeof token !== 'function') {
      throw new Error('TOKEN should be a resolver');
    }
    await expect(token({ method: 'GET', url: '/api/chats' })).resolves.toBe('access-1');
    localStorage.clear();
    await expect(token({ method: 'GET', url: '/api/chats' })).resolves.toBe('');
  });
});

describe('session', () => {
  it('counts as signed in only when the user and both tokens are stored', () => {
    expect(getSession()).toEqual({ user: USER, ...OLD });
    localStorage.removeItem('refresh_token');
    expect(isSignedIn()).toBe(false);
  });
});

describe('callApi', () => {
  it('refreshes once on a 401, retries once with the new token and keeps the session', async () => {
    const refresher = jest.fn<Refresher>(async () => NEW);
    setRefresher(refresher);
    const call = protectedCall(NEW.access_token);

    await expect(callApi(call)).resolves.toBe('data');

    expect(refresher).toHaveBeenCalledTimes(1);
    expect(refresher).toHaveBeenCalledWith('refresh-1');
    expect(call).toHaveBeenCalledTimes(2);
    expect(getSession()).toEqual({ user: USER, ...NEW });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the session and goes to / when the refresh fails', async () => {
    const refresher = jest.fn<Refresher>(async () => {
      throw apiError(401);
    });
    setRefresher(refresher);
    const call = protectedCall(NEW.access_token);

    await expect(callApi(call)).rejects.toMatchObject({ status: 401 });

    expect(refresher).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('signs out when the retry is still refused, without a second refresh', async () => {
    const refresher = jest.fn<Refresher>(async () => NEW);
    setRefresher(refresher);
    const call = protectedCall('never-valid');

    await expect(callApi(call)).rejects.toMatchObject({ status: 401 });

    expect(refresher).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
    expect(isSignedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('signs out at once when no refresher is registered', async () => {
    const call = protectedCall(NEW.access_token);

    await expect(callApi(call)).rejects.toMatchObject({ status: 401 });

    expect(call).toHaveBeenCalledTimes(1);
    expect(isSignedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it("passes a login's 401 through without refreshing or clearing", async () => {
    const refresher = jest.fn<Refresher>(async () => NEW);
    setRefresher(refresher);
    const login = jest.fn(async (): Promise<string> => {
      throw apiError(401, { statusCode: 401, message: 'Invalid credentials' });
    });

    await expect(callApi(login, { isLogin: true })).rejects.toMatchObject({ status: 401 });

    expect(login).toHaveBeenCalledTimes(1);
    expect(refresher).not.toHaveBeenCalled();
    expect(getSession()).toEqual({ user: USER, ...OLD });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('passes other errors through untouched', async () => {
    const refresher = jest.fn<Refresher>(async () => NEW);
    setRefresher(refresher);
    const invalid = apiError(422, { statusCode: 422, message: 'Is required' });

    await expect(callApi(() => Promise.reject(invalid))).rejects.toBe(invalid);

    expect(refresher).not.toHaveBeenCalled();
    expect(isSignedIn()).toBe(true);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const gate = deferred<SessionTokens>();
    const refresher = jest.fn<Refresher>(() => gate.promise);
    setRefresher(refresher);
    const calls = [protectedCall(NEW.access_token), protectedCall(NEW.access_token), protectedCall(NEW.access_token)];

    const results = Promise.all(calls.map((call) => callApi(call)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    gate.resolve(NEW);

    await expect(results).resolves.toEqual(['data', 'data', 'data']);
    expect(refresher).toHaveBeenCalledTimes(1);
    calls.forEach((call) => expect(call).toHaveBeenCalledTimes(2));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('only retries a call whose 401 arrives after another call already refreshed', async () => {
    const refresher = jest.fn<Refresher>(async () => NEW);
    setRefresher(refresher);
    const slowAnswer = deferred<void>();
    let slowAttempts = 0;
    const slow = async () => {
      slowAttempts += 1;
      if (slowAttempts === 1) {
        await slowAnswer.promise; // sent with the old token, refused after the refresh below
        throw apiError(401);
      }
      return localStorage.getItem('access_token');
    };

    const slowResult = callApi(slow);
    await expect(callApi(protectedCall(NEW.access_token))).resolves.toBe('data');
    slowAnswer.resolve();

    await expect(slowResult).resolves.toBe('access-2');
    expect(refresher).toHaveBeenCalledTimes(1);
  });
});

describe('errorMessage', () => {
  it("shows the server's message, or 'Server error'", () => {
    expect(errorMessage(apiError(422, { statusCode: 422, message: 'Invalid email address' }))).toBe(
      'Invalid email address',
    );
    expect(errorMessage(apiError(500))).toBe('Server error');
    expect(errorMessage(apiError(502, '<html>Bad gateway</html>'))).toBe('Server error');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Server error');
  });
});
