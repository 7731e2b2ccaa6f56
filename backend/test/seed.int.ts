import { runSeeders } from '../src/database/seed';
import { DEMO_PASSWORD } from '../src/database/seeders/demo-accounts.seeder';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('demo data (first embedded start, npm run seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_THROTTLE_LIMIT: '100' } });
    await runSeeders(t.app);
    await runSeeders(t.app); // a second run adds nothing
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = async (username: string) => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: `${username}@plaza.local`, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    return res.body.token.access_token as string;
  };

  it('creates the demo accounts with the printed password, once', async () => {
    const ana = await login('ana');
    const me = await t.request('GET', '/api/auth/me', { token: ana });
    expect(me.body.user).toMatchObject({ first_name: 'Ana', last_name: 'Martins', role: 'member' });
    const mod = await t.request('POST', '/api/auth/login', { body: { email: 'moderator@plaza.local', password: DEMO_PASSWORD } });
    expect(mod.body.user.role).toBe('moderator');
  });

  it('gives them a community: friends, a feed with likes and comments, a pending request and a chat', async () => {
    const ana = await login('ana');
    const feed = await t.request('GET', '/api/posts', { token: ana });
    expect(feed.body.total).toBe(2); // her post and Sam's (Noor is not her friend yet)
    expect(feed.body.data.map((p: { user: { username: string } }) => p.user.username).sort()).toEqual(['ana', 'sam']);
    expect(feed.body.data.every((p: { likes_count: number; comments_count: number }) => p.likes_count >= 1 && p.comments_count === 1)).toBe(true);
    const friends = await t.request('GET', '/api/friends', { token: ana });
    expect(friends.body.total).toBe(1);
    const requests = await t.request('GET', '/api/friends/requests?direction=outgoing', { token: await login('noor') });
    expect(requests.body.total).toBe(1);
    const sam = await login('sam');
    const chats = await t.request('GET', '/api/chats', { token: sam });
    expect(chats.body.total).toBe(1);
    expect(chats.body.data[0].last_message.message).toBe('Will do. See you there!');
    expect((await t.request('GET', '/api/chats/messages/count-unseen', { token: sam })).body).toEqual({ messages_count: 1 });
  });
});
