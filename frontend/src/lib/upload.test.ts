import { jest } from '@jest/globals';
import { ApiError, AuthService } from '@plaza/sdk';
import { configureApi, saveSession } from './api';
import { withUploadProgress, type UploadProgress } from './upload';

/** Just enough of XMLHttpRequest to watch what the SDK sends and answer it. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private responseHeaders: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown) {
    this.upload.dispatchEvent(new ProgressEvent('load', { loaded: 100, total: 100, lengthComputable: true }));
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json; charset=utf-8' };
    this.dispatchEvent(new Event('load'));
  }
}

const USER = { id: 7, first_name: 'Anna', last_name: 'Martins' };
const realXhr = globalThis.XMLHttpRequest;

function fakeFetch(status: number, body: unknown) {
  return jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
  }));
}

beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  configureApi('');
  saveSession(USER, { access_token: 'access-1', refresh_token: 'refresh-1' });
});

afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe("the SDK's request (sdk-templates/request.ts)", () => {
  it('sends a multipart call through XMLHttpRequest and reports its upload progress', async () => {
    const seen: UploadProgress[] = [];
    const avatar = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

    const call = withUploadProgress(
      (p) => seen.push(p),
      () => AuthService.editProfile({ formData: { first_name: 'Anna', avatar } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [xhr] = FakeXhr.sent;
    xhr.progress(50, 200);
    xhr.respond(200, { user: USER });

    await expect(call).resolves.toEqual({ user: USER });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/auth/profile/edit');
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer access-1' });
    const form = xhr.body as FormData;
    expect(form.get('first_name')).toBe('Anna');
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect(seen).toEqual([
      { loaded: 50, total: 200, percent: 25 },
      { loaded: 100, total: 100, percent: 100 },
    ]);
  });

  it('turns an error status into an ApiError carrying the body, as the generated client does', async () => {
    const call = withUploadProgress(jest.fn(), () =>
      AuthService.updateCover({ formData: { cover: new File(['x'], 'c.png', { type: 'image/png' }) } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const body = { statusCode: 422, message: 'Choose an image', errors: { cover: ['Choose an image'] } };
    FakeXhr.sent[0].respond(422, body);

    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Validation failed', body, url: '/api/auth/profile/cover' });
  });

  it('sends a multipart call nobody follows with fetch, as in Node where there is no XMLHttpRequest', async () => {
    const fetch = fakeFetch(200, { user: USER });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;

    const call = AuthService.updateCover({ formData: { cover: new File(['x'], 'c.png', { type: 'image/png' }) } });

    await expect(call).resolves.toEqual({ user: USER });
    expect(FakeXhr.sent).toHaveLength(0);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/auth/profile/cover');
    expect(((init as RequestInit).body as FormData).get('cover')).toBeInstanceOf(File);
  });

  it('sends JSON calls with fetch, and only multipart calls see a progress listener', async () => {
    const fetch = fakeFetch(401, { statusCode: 401, message: 'These credentials do not match our records.' });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const listener = jest.fn();

    const call = withUploadProgress(listener, () =>
      AuthService.login({ requestBody: { email: 'ana@example.com', password: 'nope' } }),
    );

    await expect(call).rejects.toMatchObject({
      status: 401,
      message: 'Wrong email or password',
      body: { message: 'These credentials do not match our records.' },
    });
    expect(FakeXhr.sent).toHaveLength(0);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'ana@example.com', password: 'nope' }),
      headers: { Accept: 'application/json', Authorization: 'Bearer access-1', 'Content-Type': 'application/json' },
    });
    expect(listener).not.toHaveBeenCalled();
  });

  it('fills path parameters', async () => {
    const fetch = fakeFetch(200, { message: 'Password Changed' });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;

    await expect(
      AuthService.reset({ token: 'a b', requestBody: { password: 'Secret!123', password_confirmation: 'Secret!123' } }),
    ).resolves.toEqual({ message: 'Password Changed' });
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/password/reset/a%20b');
  });
});
