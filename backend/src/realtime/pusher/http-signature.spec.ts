import PusherServerLib from 'pusher';
import { signatureProblem } from './http-signature';

const KEY = 'app-key';
const SECRET = 'app-secret';
const lib = new PusherServerLib({ appId: 'plaza', key: KEY, secret: SECRET, host: '127.0.0.1', useTLS: false });

/** A request as the official library signs it. */
function signed(method: string, path: string, body?: string, params?: Record<string, string>) {
  const query = new URLSearchParams(lib.createSignedQueryString({ method, path, body, params }));
  return { method, path, query, body };
}

describe('signatureProblem (Pusher HTTP API signatures)', () => {
  it("accepts what the official pusher library signs, query parameters and body included", () => {
    expect(signatureProblem(signed('POST', '/apps/plaza/events', '{"name":"a","data":"{}","channels":["x"]}'), KEY, SECRET)).toBeUndefined();
    expect(signatureProblem(signed('GET', '/apps/plaza/channels', undefined, { filter_by_prefix: 'presence-', info: 'user_count' }), KEY, SECRET)).toBeUndefined();
  });

  it('refuses another secret, key, method, path, a changed body or parameter', () => {
    const request = signed('POST', '/apps/plaza/events', '{"name":"a"}', { extra: '1' });
    expect(signatureProblem(request, KEY, 'other-secret')).toMatch(/^Invalid signature/);
    expect(signatureProblem(request, 'other-key', SECRET)).toBe('Unknown auth_key');
    expect(signatureProblem({ ...request, method: 'GET' }, KEY, SECRET)).toMatch(/^Invalid signature/);
    expect(signatureProblem({ ...request, path: '/apps/other/events' }, KEY, SECRET)).toMatch(/^Invalid signature/);
    expect(signatureProblem({ ...request, body: '{"name":"b"}' }, KEY, SECRET)).toBe('body_md5 does not match the body');
    const query = new URLSearchParams(request.query);
    query.set('extra', '2');
    expect(signatureProblem({ ...request, query }, KEY, SECRET)).toMatch(/^Invalid signature/);
  });

  it('refuses a timestamp more than 600 s away from the clock', () => {
    const request = signed('GET', '/apps/plaza/channels');
    const at = Number(request.query.get('auth_timestamp'));
    expect(signatureProblem(request, KEY, SECRET, at + 600)).toBeUndefined();
    expect(signatureProblem(request, KEY, SECRET, at + 601)).toMatch(/^Timestamp expired/);
    expect(signatureProblem(request, KEY, SECRET, at - 601)).toMatch(/^Timestamp expired/);
  });
});
