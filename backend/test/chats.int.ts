import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../src/database/sql';
import { newUser, type TestUser } from './helpers/factories';
import { describeWithRedis } from './helpers/skips';
import { collect, connect, nextEvent, subscribe, type TestSocket } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

const CHAT_KEYS = ['created_at', 'id', 'last_message', 'unseen_count', 'user_one', 'user_two'];
const CHAT_USER_KEYS = ['avatar', 'first_name', 'id', 'is_online', 'last_name', 'status'];
const MESSAGE_KEYS = ['chat_id', 'client_id', 'created_at', 'hidden', 'id', 'message', 'seen_at', 'type', 'user_id'];
const PAGE_KEYS = ['data', 'from', 'last_page', 'page', 'take', 'to', 'total'];

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Helpers bound to one app: open chats, send messages, block, all through the real API (blocks in SQL). */
function chatHelpers(t: () => TestApp) {
  const db = () => t().app.get(EntityManager).fork();
  return {
    async open(from: TestUser, to: TestUser): Promise<number> {
      const res = await t().request('POST', '/api/chats', { token: from.access_token, body: { user_id: to.id } });
      if (res.status !== 201 && res.status !== 200) {
        throw new Error(`open chat: ${res.status} ${JSON.stringify(res.body)}`);
      }
      return res.body.data.id;
    },
    async send(from: TestUser, chatId: number, message: string, extra: Record<string, unknown> = {}): Promise<Record<string, any>> {
      const res = await t().request('POST', `/api/chats/${chatId}/messages`, { token: from.access_token, body: { message, ...extra } });
      if (res.status !== 201) {
        throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
      }
      return res.body.data;
    },
    async unseen(u: TestUser): Promise<number> {
      const res = await t().request('GET', '/api/chats/messages/count-unseen', { token: u.access_token });
      expect(res.status).toBe(200);
      return res.body.messages_count;
    },
    block: (blocker: TestUser, blocked: TestUser) => sql(db(), 'insert into blocks (blocker_id, blocked_id) values (?, ?)', [blocker.id, blocked.id]),
    unblock: (blocker: TestUser, blocked: TestUser) => sql(db(), 'delete from blocks where blocker_id = ? and blocked_id = ?', [blocker.id, blocked.id]),
    query: <T = Record<string, unknown>>(text: string, params: unknown[] = []) => sql<T>(db(), text, params),
  };
}

describe('chats', () => {
  let t: TestApp;
  const h = chatHelpers(() => t);
  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/chats', () => {
    it('opens a chat (201) with both members as public summaries, no last message yet', async () => {
      const a = await newUser(t, { first_name: 'Alice', last_name: 'Arden' });
      const b = await newUser(t, { first_name: 'Bruno', last_name: 'Costa' });
      const res = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
      expect(res.status).toBe(201);
      const chat = res.body.data;
      expect(Object.keys(chat).sort()).toEqual(CHAT_KEYS);
      expect(Object.keys(chat.user_one).sort()).toEqual(CHAT_USER_KEYS);
      expect(chat.user_one).toEqual({ id: a.id, first_name: 'Alice', last_name: 'Arden', avatar: null, is_online: false, status: 'online' });
      expect(chat.user_two).toMatchObject({ id: b.id, first_name: 'Bruno', last_name: 'Costa' });
      expect(chat).toMatchObject({ last_message: null, unseen_count: 0 });
      expect(new Date(chat.created_at).toISOString()).toBe(chat.created_at);
      expect(JSON.stringify(res.body)).not.toMatch(/email|password/);
    });

    it('returns the chat the two already have (200), from either side', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const id = await h.open(a, b);
      const again = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(id);
      const reverse = await t.request('POST', '/api/chats', { token: b.access_token, body: { user_id: a.id } });
      expect(reverse.status).toBe(200);
      expect(reverse.body.data).toMatchObject({ id, user_one: { id: a.id }, user_two: { id: b.id } });
    });

    it('creates exactly one chat when both open it at the same moment, several times over', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const calls = [a, b, a, b, a, b, a, b].map((from) => t.request('POST', '/api/chats', { token: from.access_token, body: { user_id: from === a ? b.id : a.id } }));
      const results = await Promise.all(calls);
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
      const rows = await h.query('select id from chats where least(user_one_id, user_two_id) = ? and greatest(user_one_id, user_two_id) = ?', [
        Math.min(a.id, b.id),
        Math.max(a.id, b.id),
      ]);
      expect(rows).toHaveLength(1);
    });

    it('refuses myself (422), a missing or malformed user_id (422), an unknown member (404) and no token (401)', async () => {
      const a = await newUser(t);
      const self = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: a.id } });
      expect(self.status).toBe(422);
      expect(self.body).toEqual({ statusCode: 422, message: 'You cannot start a chat with yourself', errors: { user_id: ['You cannot start a chat with yourself'] } });
      const missing = await t.request('POST', '/api/chats', { token: a.access_token, body: {} });
      expect(missing.status).toBe(422);
      expect(missing.body).toEqual({ statusCode: 422, message: 'Is required', errors: { user_id: ['Is required'] } });
      const text = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: 'bob' } });
      expect(text.status).toBe(422);
      expect(text.body.errors).toEqual({ user_id: ['user_id must be the id of a member'] });
      const asString = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: String(a.id) } });
      expect(asString.body.errors).toEqual({ user_id: ['You cannot start a chat with yourself'] });
      const unknown = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: 999_999 } });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ statusCode: 404, message: 'User not found' });
      expect((await t.request('POST', '/api/chats', { body: { user_id: a.id } })).status).toBe(401);
    });

    it('refuses (403) when either member has blocked the other, even for a chat they already have', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const c = await newUser(t);
      await h.open(a, c);
      await h.block(b, a);
      await h.block(a, c);
      const blockedBy = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
      expect(blockedBy.status).toBe(403);
      expect(blockedBy.body.message).toBe('You cannot chat with this member');
      expect((await t.request('POST', '/api/chats', { token: c.access_token, body: { user_id: a.id } })).status).toBe(403);
      await h.unblock(b, a);
      expect((await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } })).status).toBe(201);
    });
  });

  describe('GET /api/chats', () => {
    it('lists only my chats, most recent activity first, with the last message and my unseen count', async () => {
      const me = await newUser(t);
      const b = await newUser(t, { first_name: 'Beatriz', last_name: 'Souza' });
      const c = await newUser(t, { first_name: 'Carla', last_name: 'Dias' });
      const stranger = await newUser(t);
      const withB = await h.open(me, b);
      const withC = await h.open(c, me);
      await h.open(stranger, b);
      await h.send(b, withB, 'hi from B');
      await h.send(b, withB, 'are you there?');
      await h.send(c, withC, 'hello from C');
      await h.send(me, withC, 'hi C');

      const res = await t.request('GET', '/api/chats', { token: me.access_token });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(PAGE_KEYS);
      expect(res.body).toMatchObject({ total: 2, page: 1, take: 10, from: 1, to: 2, last_page: 1 });
      expect(res.body.data.map((chat: any) => chat.id)).toEqual([withC, withB]);
      const [first, second] = res.body.data;
      expect(first).toMatchObject({ user_one: { id: c.id, first_name: 'Carla' }, user_two: { id: me.id }, unseen_count: 1 });
      expect(first.last_message).toMatchObject({ message: 'hi C', user_id: me.id, type: 2, chat_id: withC, seen_at: null });
      expect(Object.keys(first.last_message).sort()).toEqual(MESSAGE_KEYS);
      expect(second).toMatchObject({ user_two: { id: b.id }, unseen_count: 2, last_message: { message: 'are you there?', type: 2 } });

      const asc = await t.request('GET', '/api/chats?order=asc', { token: me.access_token });
      expect(asc.body.data.map((chat: any) => chat.id)).toEqual([withB, withC]);
      const paged = await t.request('GET', '/api/chats?page=2&take=1', { token: me.access_token });
      expect(paged.body).toMatchObject({ total: 2, page: 2, take: 1, from: 2, to: 2, last_page: 2 });
      expect(paged.body.data.map((chat: any) => chat.id)).toEqual([withB]);
      const beyond = await t.request('GET', '/api/chats?page=5&take=1', { token: me.access_token });
      expect(beyond.body).toMatchObject({ data: [], total: 2, to: 2 });
    });

    it("filters by the other member's name (case and accent insensitive) and ignores unknown filters", async () => {
      const me = await newUser(t, { first_name: 'Searcher', last_name: 'Self' });
      const zoe = await newUser(t, { first_name: 'Zoé', last_name: 'Moreau' });
      const ivo = await newUser(t, { first_name: 'Ivo', last_name: 'Santos' });
      const withZoe = await h.open(me, zoe);
      await h.open(ivo, me);
      const byFirst = await t.request('GET', '/api/chats?search=ZOE', { token: me.access_token });
      expect(byFirst.body.data.map((chat: any) => chat.id)).toEqual([withZoe]);
      expect(byFirst.body.total).toBe(1);
      const full = await t.request('GET', `/api/chats?search=${encodeURIComponent('zoe mor')}`, { token: me.access_token });
      expect(full.body.total).toBe(1);
      // My own name matches nothing: the filter is on the other member.
      expect((await t.request('GET', '/api/chats?search=searcher', { token: me.access_token })).body.total).toBe(0);
      const extra = await t.request('GET', '/api/chats?category=x&page=1&take=9&order=desc', { token: me.access_token });
      expect(extra.status).toBe(200);
      expect(extra.body.total).toBe(2);
      expect((await t.request('GET', '/api/chats?take=0', { token: me.access_token })).status).toBe(422);
    });
  });

  describe('GET /api/chats/:id and DELETE /api/chats/:id', () => {
    it('shows a chat to its two participants only; any other id is a 404', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const other = await newUser(t);
      const id = await h.open(a, b);
      for (const u of [a, b]) {
        const res = await t.request('GET', `/api/chats/${id}`, { token: u.access_token });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ id, user_one: { id: a.id }, user_two: { id: b.id } });
      }
      const res = await t.request('GET', `/api/chats/${id}`, { token: other.access_token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Chat not found' });
      for (const bad of ['999999', 'abc', '0', '99999999999', '1.5']) {
        expect((await t.request('GET', `/api/chats/${bad}`, { token: a.access_token })).status).toBe(404);
      }
      expect((await t.request('DELETE', `/api/chats/${id}`, { token: other.access_token })).status).toBe(404);
      expect((await t.request('GET', `/api/chats/${id}`)).status).toBe(401);
    });

    it('deletes a chat for me only; a new message brings it back with only what came after', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const id = await h.open(a, b);
      await h.send(b, id, 'old one');
      await h.send(b, id, 'old two');
      expect(await h.unseen(a)).toBe(2);

      const del = await t.request('DELETE', `/api/chats/${id}`, { token: a.access_token });
      expect(del.status).toBe(204);
      expect((await t.request('GET', `/api/chats/${id}`, { token: a.access_token })).status).toBe(404);
      expect((await t.request('GET', `/api/chats/${id}/messages`, { token: a.access_token })).status).toBe(404);
      expect((await t.request('GET', '/api/chats', { token: a.access_token })).body.total).toBe(0);
      expect(await h.unseen(a)).toBe(0);
      expect((await t.request('DELETE', `/api/chats/${id}`, { token: a.access_token })).status).toBe(404);
      // The other member keeps the chat and its history.
      const kept = await t.request('GET', `/api/chats/${id}/messages`, { token: b.access_token });
      expect(kept.body.total).toBe(2);

      await h.send(b, id, 'new one');
      const back = await t.request('GET', '/api/chats', { token: a.access_token });
      expect(back.body.data.map((chat: any) => chat.id)).toEqual([id]);
      expect(back.body.data[0]).toMatchObject({ unseen_count: 1, last_message: { message: 'new one' } });
      const messages = await t.request('GET', `/api/chats/${id}/messages`, { token: a.access_token });
      expect(messages.body.data.map((m: any) => m.message)).toEqual(['new one']);
      expect(await h.unseen(a)).toBe(1);
    });

    it('opening a chat I deleted shows it again, empty; once both deleted it, it is gone', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const id = await h.open(a, b);
      await h.send(a, id, 'before');
      expect((await t.request('DELETE', `/api/chats/${id}`, { token: a.access_token })).status).toBe(204);
      const reopened = await t.request('POST', '/api/chats', { token: a.access_token, body: { user_id: b.id } });
      expect(reopened.status).toBe(200);
      expect(reopened.body.data).toMatchObject({ id, last_message: null });
      expect((await t.request('GET', `/api/chats/${id}/messages`, { token: a.access_token })).body.total).toBe(0);

      expect((await t.request('DELETE', `/api/chats/${id}`, { token: a.access_token })).status).toBe(204);
      expect((await t.request('DELETE', `/api/chats/${id}`, { token: b.access_token })).status).toBe(204);
      expect(await h.query('select id from chats where id = ?', [id])).toEqual([]);
      expect(await h.query('select id from messages where chat_id = ?', [id])).toEqual([]);
      const fresh = await t.request('POST', '/api/chats', { token: b.access_token, body: { user_id: a.id } });
      expect(fresh.status).toBe(201);
      expect(fresh.body.data.id).not.toBe(id);
    });
  });

  describe('messages', () => {
    let a: TestUser;
    let b: TestUser;
    let chatId: number;
    beforeAll(async () => {
      a = await newUser(t);
      b = await newUser(t);
      chatId = await h.open(a, b);
    });

    it('sends a message (201): type 1 from user_one, 2 from user_two, trimmed', async () => {
      const res = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: '  Hello there  ' } });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body.data).sort()).toEqual(MESSAGE_KEYS);
      expect(res.body.data).toMatchObject({ chat_id: chatId, message: 'Hello there', type: 1, user_id: a.id, client_id: null, seen_at: null });
      const reply = await h.send(b, chatId, 'Hi!');
      expect(reply).toMatchObject({ type: 2, user_id: b.id });
      expect(reply.id).toBeGreaterThan(res.body.data.id);
    });

    it("answers 'Is required' and the 500-character limit with 422", async () => {
      for (const body of [{}, { message: '' }, { message: '    ' }, { message: null }]) {
        const res = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ statusCode: 422, message: 'Is required', errors: { message: ['Is required'] } });
      }
      const long = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 'x'.repeat(501) } });
      expect(long.status).toBe(422);
      expect(long.body).toEqual({ statusCode: 422, message: 'Message must be at most 500 characters', errors: { message: ['Message must be at most 500 characters'] } });
      const emoji = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: '😀'.repeat(500) } });
      expect(emoji.status).toBe(201);
      expect((await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 'y'.repeat(500) } })).status).toBe(201);
      const badClient = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 'x', client_id: 'has spaces' } });
      expect(badClient.status).toBe(422);
      expect(Object.keys(badClient.body.errors)).toEqual(['client_id']);
      const notText = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 42, client_id: 7 } });
      expect(notText.body).toEqual({
        statusCode: 422,
        message: 'Is required',
        errors: { message: ['Is required'], client_id: ['client_id must be a UUID or at most 64 letters, digits, "-" or "_"'] },
      });
      const extra = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 'x', chat_id: 3 } });
      expect(extra.status).toBe(422);
      expect(extra.body.errors).toEqual({ chat_id: ['This field is not allowed'] });
      const noClientId = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: ' x ', client_id: null } });
      expect(noClientId.status).toBe(201);
      expect(noClientId.body.data).toMatchObject({ message: 'x', client_id: null });
    });

    it('pages 10 at a time, newest first, with total and to', async () => {
      const c = await newUser(t);
      const d = await newUser(t);
      const id = await h.open(c, d);
      const sent: number[] = [];
      for (let i = 1; i <= 12; i++) {
        sent.push((await h.send(i % 2 ? c : d, id, `m${i}`)).id);
      }
      const first = await t.request('GET', `/api/chats/${id}/messages`, { token: d.access_token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 12, page: 1, take: 10, from: 1, to: 10, last_page: 2 });
      expect(first.body.data.map((m: any) => m.message)).toEqual(['m12', 'm11', 'm10', 'm9', 'm8', 'm7', 'm6', 'm5', 'm4', 'm3']);
      expect(first.body.data[0]).toMatchObject({ type: 2, user_id: d.id });
      expect(first.body.data[1]).toMatchObject({ type: 1, user_id: c.id });
      const second = await t.request('GET', `/api/chats/${id}/messages?page=2&take=10&order=desc`, { token: c.access_token });
      expect(second.body).toMatchObject({ total: 12, to: 12 });
      expect(second.body.data.map((m: any) => m.id)).toEqual([sent[1], sent[0]]);
      const asc = await t.request('GET', `/api/chats/${id}/messages?order=asc&take=3`, { token: c.access_token });
      expect(asc.body.data.map((m: any) => m.message)).toEqual(['m1', 'm2', 'm3']);
    });

    it('catches up exactly: after_id returns what came after, oldest first, in pages', async () => {
      const c = await newUser(t);
      const d = await newUser(t);
      const id = await h.open(c, d);
      const sent: number[] = [];
      for (let i = 1; i <= 15; i++) {
        sent.push((await h.send(c, id, `n${i}`)).id);
      }
      const gap = await t.request('GET', `/api/chats/${id}/messages?after_id=${sent[4]}&order=desc`, { token: d.access_token });
      expect(gap.status).toBe(200);
      expect(gap.body).toMatchObject({ total: 10, to: 10 });
      expect(gap.body.data.map((m: any) => m.id)).toEqual(sent.slice(5));
      // A client walks the gap page by page with the last id it got.
      const got: number[] = [];
      let after = sent[4];
      for (let guard = 0; guard < 10; guard++) {
        const page = await t.request('GET', `/api/chats/${id}/messages?after_id=${after}&take=4`, { token: d.access_token });
        got.push(...page.body.data.map((m: any) => m.id));
        if (page.body.to >= page.body.total) {
          break;
        }
        after = got[got.length - 1];
      }
      expect(got).toEqual(sent.slice(5));
      const none = await t.request('GET', `/api/chats/${id}/messages?after_id=${sent[14]}`, { token: d.access_token });
      expect(none.body).toMatchObject({ data: [], total: 0, to: 0 });
      expect((await t.request('GET', `/api/chats/${id}/messages?after_id=-1`, { token: d.access_token })).status).toBe(422);
    });

    it('lets a client that polls with after_id while both members send at once miss nothing', async () => {
      const c = await newUser(t);
      const d = await newUser(t);
      const id = await h.open(c, d);
      let finished = false;
      const sending = Promise.all(Array.from({ length: 40 }, (_, i) => h.send(i % 2 ? c : d, id, `burst ${i}`))).finally(() => {
        finished = true;
      });
      const got: number[] = [];
      let after = 0;
      for (let guard = 0; guard < 1000; guard++) {
        const last = finished;
        const page = await t.request('GET', `/api/chats/${id}/messages?after_id=${after}&take=100`, { token: d.access_token });
        got.push(...page.body.data.map((m: any) => m.id));
        after = got.length ? got[got.length - 1] : 0;
        if (last && page.body.data.length === 0) {
          break;
        }
      }
      const sent = (await sending).map((m) => m.id).sort((x, y) => x - y);
      expect(got).toEqual(sent);
    });

    it('keeps every message route to the two participants (404 for anyone else)', async () => {
      const other = await newUser(t);
      const m = await h.send(a, chatId, 'private');
      expect((await t.request('GET', `/api/chats/${chatId}/messages`, { token: other.access_token })).status).toBe(404);
      expect((await t.request('GET', `/api/chats/${chatId}/messages?after_id=0`, { token: other.access_token })).status).toBe(404);
      const post = await t.request('POST', `/api/chats/${chatId}/messages`, { token: other.access_token, body: { message: 'let me in' } });
      expect(post.status).toBe(404);
      expect(post.body.message).toBe('Chat not found');
      expect((await t.request('GET', `/api/chats/${chatId}/messages/${m.id}/seen`, { token: other.access_token })).status).toBe(404);
      expect(await h.query('select id from messages where message = ?', ['let me in'])).toEqual([]);
      expect((await t.request('GET', `/api/chats/${chatId}/messages`)).status).toBe(401);
    });

    it('refuses to send (403) while either participant has blocked the other', async () => {
      const c = await newUser(t);
      const d = await newUser(t);
      const id = await h.open(c, d);
      await h.block(d, c);
      for (const from of [c, d]) {
        const res = await t.request('POST', `/api/chats/${id}/messages`, { token: from.access_token, body: { message: 'hello?' } });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You cannot chat with this member');
      }
      // The history stays readable.
      expect((await t.request('GET', `/api/chats/${id}/messages`, { token: c.access_token })).status).toBe(200);
      await h.unblock(d, c);
      await h.send(c, id, 'friends again');
    });

    it('never creates a second message for a retried client_id, even when the retries race', async () => {
      const clientId = '0b6c5f1e-3f5e-4c1a-9a53-6f1f1d0c2b7a';
      const first = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 'once', client_id: clientId } });
      expect(first.status).toBe(201);
      expect(first.body.data.client_id).toBe(clientId);
      const retry = await t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 'once', client_id: clientId } });
      expect(retry.status).toBe(200);
      expect(retry.body.data).toEqual(first.body.data);
      // The same client_id from the other participant is their own send.
      const theirs = await t.request('POST', `/api/chats/${chatId}/messages`, { token: b.access_token, body: { message: 'mine', client_id: clientId } });
      expect(theirs.status).toBe(201);

      const raced = await Promise.all(
        Array.from({ length: 6 }, () => t.request('POST', `/api/chats/${chatId}/messages`, { token: a.access_token, body: { message: 'raced', client_id: 'retry-42' } })),
      );
      expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(raced.map((r) => r.body.data.id)).size).toBe(1);
      expect(await h.query('select id from messages where chat_id = ? and client_id = ?', [chatId, 'retry-42'])).toHaveLength(1);
      expect(await h.query('select id from messages where chat_id = ? and client_id = ?', [chatId, clientId])).toHaveLength(2);
    });
  });

  describe('many sends at once (written together in one commit)', () => {
    /** One send through the API, whatever it answers. */
    const post = (from: TestUser, chatId: number, body: Record<string, unknown>) =>
      t.request('POST', `/api/chats/${chatId}/messages`, { token: from.access_token, body });

    it('answers every send with its own row, keeps each chat in order and every count right, one failing never failing the others', async () => {
      const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, () => newUser(t)));
      const ab = await h.open(a, b);
      const ac = await h.open(a, c);
      const bc = await h.open(b, c);
      const cd = await h.open(c, d);
      const de = await h.open(d, e);
      await h.block(e, d);
      const earlier = await h.send(a, ab, 'before the burst', { client_id: 'early' });
      const pairs: Array<[TestUser, TestUser, number]> = [[a, b, ab], [b, a, ab], [a, c, ac], [c, a, ac], [b, c, bc], [c, b, bc], [c, d, cd], [d, c, cd]];

      type Send = { from: TestUser; to?: TestUser; chatId: number; body: Record<string, unknown> };
      const plain: Send[] = Array.from({ length: 64 }, (_, i) => {
        const [from, to, chatId] = pairs[i % pairs.length];
        return { from, to, chatId, body: { message: `burst ${i}`, client_id: `burst-${i}` } };
      });
      const racedRetries: Send[] = Array.from({ length: 4 }, () => ({ from: b, chatId: bc, body: { message: 'raced', client_id: 'burst-dup' } }));
      const replay: Send = { from: a, chatId: ab, body: { message: 'again', client_id: 'early' } };
      const blocked: Send = { from: d, chatId: de, body: { message: 'blocked' } };
      const notMine: Send = { from: e, chatId: ab, body: { message: 'not my chat' } };
      // PostgreSQL refuses this one text (a check of the test's own, as a refusal the API cannot foresee).
      const poison = `refused by the database ${Date.now()}`;
      await h.query(
        `create function test_refuse_${a.id}() returns trigger language plpgsql as $$ begin
           if new.message = '${poison}' then raise exception 'refused' using errcode = '22023'; end if; return new; end $$`,
      );
      await h.query(`create trigger refuse_${a.id} before insert on messages for each row execute function test_refuse_${a.id}()`);
      const refused: Send = { from: c, chatId: cd, body: { message: poison } };
      const all = [...plain.slice(0, 20), ...racedRetries, replay, blocked, ...plain.slice(20, 40), notMine, refused, ...plain.slice(40)];
      const answers = await Promise.all(all.map((s) => post(s.from, s.chatId, s.body)));
      const answerOf = (s: Send) => answers[all.indexOf(s)];

      // Each plain send: 201 with its own message.
      for (const s of plain) {
        const res = answerOf(s);
        expect(res.status).toBe(201);
        expect(res.body.data).toMatchObject({ chat_id: s.chatId, user_id: s.from.id, message: s.body.message, client_id: s.body.client_id, seen_at: null });
      }
      expect(new Set(plain.map((s) => answerOf(s).body.data.id)).size).toBe(plain.length);
      // Racing retries: one created, the others answer that one.
      const raced = racedRetries.map(answerOf);
      expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(raced.map((r) => r.body.data.id)).size).toBe(1);
      expect(answerOf(replay).status).toBe(200);
      expect(answerOf(replay).body.data).toEqual(earlier);
      // The ones that fail fail alone, with the answers they get when sent alone.
      expect(answerOf(blocked).status).toBe(403);
      expect(answerOf(notMine).status).toBe(404);
      // The refused one answers what it answers when sent alone.
      const alone = await post(refused.from, refused.chatId, refused.body);
      await h.query(`drop trigger refuse_${a.id} on messages`);
      await h.query(`drop function test_refuse_${a.id}()`);
      expect(alone.status).toBe(422);
      expect(answerOf(refused).status).toBe(alone.status);
      expect(answerOf(refused).body).toMatchObject({ statusCode: 422, message: alone.body.message });

      // What was stored: exactly the answered messages, each chat in id order with its times in that order.
      const created = [...plain.map(answerOf), raced.find((r) => r.status === 201)!].map((r) => r.body.data);
      for (const [chatId, readers] of [[ab, [a, b]], [ac, [a, c]], [bc, [b, c]], [cd, [c, d]]] as const) {
        const stored = await h.query<{ id: number; earlier_than_previous: boolean | null }>(
          'select id, created_at < lag(created_at) over (order by id) as earlier_than_previous from messages where chat_id = ? order by id',
          [chatId],
        );
        const expected = created.filter((m) => m.chat_id === chatId).map((m) => m.id);
        if (chatId === ab) {
          expected.push(earlier.id);
        }
        expect(stored.map((m) => m.id)).toEqual(expected.sort((x, y) => x - y));
        expect(stored.filter((m) => m.earlier_than_previous)).toEqual([]);
        for (const reader of readers) {
          const page = await t.request('GET', `/api/chats/${chatId}/messages?take=100&order=asc`, { token: reader.access_token });
          expect(page.body.data.map((m: { id: number }) => m.id)).toEqual(stored.map((m) => m.id));
        }
      }
      expect(await h.query('select id from messages where chat_id = ?', [de])).toEqual([]);
      // Unseen counts: every message sent to a member counts once, in each chat and in total.
      const chatsOf = (u: TestUser) => pairs.filter(([from]) => from.id === u.id).map(([, , chatId]) => chatId);
      for (const u of [a, b, c, d]) {
        const toMe = [...created, ...(u.id === b.id ? [earlier] : [])].filter((m) => m.user_id !== u.id && chatsOf(u).includes(m.chat_id));
        expect(await h.unseen(u)).toBe(toMe.length);
        const list = await t.request('GET', '/api/chats', { token: u.access_token });
        for (const chat of list.body.data as Array<{ id: number; unseen_count: number }>) {
          expect(chat.unseen_count).toBe(toMe.filter((m) => m.chat_id === chat.id).length);
        }
      }
    });

    it('keeps a chat deleted by one side in step: a burst brings it back with only the new messages', async () => {
      const [a, b] = await Promise.all([newUser(t), newUser(t)]);
      const id = await h.open(a, b);
      await h.send(a, id, 'old');
      expect((await t.request('DELETE', `/api/chats/${id}`, { token: b.access_token })).status).toBe(204);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(i % 2 ? b : a, id, { message: `new ${i}` })));
      expect(answers.map((r) => r.status)).toEqual(Array(12).fill(201));
      const page = await t.request('GET', `/api/chats/${id}/messages?take=100&order=asc`, { token: b.access_token });
      expect(page.body.data.map((m: { id: number }) => m.id)).toEqual(answers.map((r) => r.body.data.id).sort((x, y) => x - y));
      expect(await h.unseen(b)).toBe(6);
    });
  });

  describe('unseen counts and seen marks', () => {
    it('counts messages sent to me; seen marks that message and every earlier one (recipient only)', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const id = await h.open(a, b);
      const m1 = await h.send(a, id, 'one');
      const m2 = await h.send(a, id, 'two');
      const m3 = await h.send(a, id, 'three');
      const mine = await h.send(b, id, 'from b');
      expect(await h.unseen(b)).toBe(3);
      expect(await h.unseen(a)).toBe(1);
      expect((await t.request('GET', `/api/chats/${id}`, { token: b.access_token })).body.data.unseen_count).toBe(3);

      const seen = await t.request('GET', `/api/chats/${id}/messages/${m2.id}/seen`, { token: b.access_token });
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({ id: m2.id, message: 'two' });
      expect(new Date(seen.body.data.seen_at).toISOString()).toBe(seen.body.data.seen_at);
      expect(await h.unseen(b)).toBe(1);
      const page = await t.request('GET', `/api/chats/${id}/messages?order=asc`, { token: a.access_token });
      const byId = new Map(page.body.data.map((m: any) => [m.id, m.seen_at]));
      expect(byId.get(m1.id)).toBe(seen.body.data.seen_at);
      expect(byId.get(m2.id)).toBe(seen.body.data.seen_at);
      expect(byId.get(m3.id)).toBeNull();

      // Only the recipient marks: the sender gets 403, and nothing changes.
      const bySender = await t.request('GET', `/api/chats/${id}/messages/${m3.id}/seen`, { token: a.access_token });
      expect(bySender.status).toBe(403);
      expect(await h.unseen(b)).toBe(1);
      // Marking again is harmless and keeps the first time.
      const again = await t.request('GET', `/api/chats/${id}/messages/${m2.id}/seen`, { token: b.access_token });
      expect(again.body.data.seen_at).toBe(seen.body.data.seen_at);
      // A message of another chat, or none at all, is a 404 here.
      expect((await t.request('GET', `/api/chats/${id}/messages/999999/seen`, { token: b.access_token })).status).toBe(404);
      expect((await t.request('GET', `/api/chats/${id}/messages/abc/seen`, { token: b.access_token })).status).toBe(404);
      const elsewhere = await h.open(b, await newUser(t));
      expect((await t.request('GET', `/api/chats/${elsewhere}/messages/${mine.id}/seen`, { token: a.access_token })).status).toBe(404);

      // POST does what GET does (a change asks for POST; the spec's GET stays).
      const posted = await t.request('POST', `/api/chats/${id}/messages/${m3.id}/seen`, { token: b.access_token });
      expect(posted.status).toBe(200);
      expect(posted.body.data).toMatchObject({ id: m3.id, message: 'three', seen_at: expect.any(String) });
      expect(await h.unseen(b)).toBe(0);
      expect((await t.request('POST', `/api/chats/${id}/messages/${mine.id}/seen`, { token: b.access_token })).status).toBe(403);
      expect((await t.request('POST', `/api/chats/${id}/messages/999999/seen`, { token: b.access_token })).status).toBe(404);
    });

    it('marks all my chats seen with read-all', async () => {
      const me = await newUser(t);
      const x = await newUser(t);
      const y = await newUser(t);
      const withX = await h.open(x, me);
      const withY = await h.open(me, y);
      await h.send(x, withX, 'x1');
      await h.send(x, withX, 'x2');
      await h.send(y, withY, 'y1');
      await h.send(me, withY, 'mine stays unseen by y');
      expect(await h.unseen(me)).toBe(3);
      const res = await t.request('POST', '/api/chats/read-all', { token: me.access_token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ messages_count: 0 });
      expect(await h.unseen(me)).toBe(0);
      expect(await h.unseen(y)).toBe(1);
      const list = await t.request('GET', '/api/chats', { token: me.access_token });
      expect(list.body.data.map((c: any) => c.unseen_count)).toEqual([0, 0]);
    });
  });

  describe('realtime', () => {
    const sockets: TestSocket[] = [];
    afterEach(() => {
      sockets.splice(0).forEach((s) => s.close());
    });

    async function online(u: TestUser, chatId?: number): Promise<TestSocket> {
      const socket = await connect(t, u.access_token);
      sockets.push(socket);
      expect(await subscribe(t, socket, u.access_token, `private-user.${u.id}`)).toEqual({ ok: true });
      if (chatId !== undefined) {
        expect(await subscribe(t, socket, u.access_token, `private-chats.${chatId}`)).toEqual({ ok: true });
      }
      return socket;
    }

    it('signs private-chats.{id} for its two participants only (403 for anyone else)', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const other = await newUser(t);
      const id = await h.open(a, b);
      for (const u of [a, b]) {
        const res = await t.request('POST', '/api/broadcasting/auth', { token: u.access_token, body: { socket_id: '1.2', channel_name: `private-chats.${id}` } });
        expect(res.status).toBe(200);
      }
      const refused = await t.request('POST', '/api/broadcasting/auth', { token: other.access_token, body: { socket_id: '1.2', channel_name: `private-chats.${id}` } });
      expect(refused.status).toBe(403);
      expect((await t.request('POST', '/api/broadcasting/auth', { token: a.access_token, body: { socket_id: '1.2', channel_name: 'private-chats.999999' } })).status).toBe(403);
    });

    it('delivers a new message to the chat channel as a JSON string, and the new count to the recipient', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const id = await h.open(a, b);
      const sa = await online(a, id);
      const sb = await online(b, id);
      const unseenOfA = collect(sa, 'messages.unseen');
      const toB = nextEvent(sb, 'chats.message');
      const toA = nextEvent(sa, 'chats.message');
      const count = nextEvent(sb, 'messages.unseen');
      const sent = await h.send(a, id, 'live!', { client_id: 'c-1' });
      const received = await toB;
      expect(typeof received.message).toBe('string');
      expect(JSON.parse(received.message)).toEqual(sent);
      expect(JSON.parse((await toA).message)).toEqual(sent);
      expect(await count).toEqual({ messages_count: 1, chat_id: id });

      // A retried send is not announced again.
      const again = collect(sb, 'chats.message');
      const retry = await t.request('POST', `/api/chats/${id}/messages`, { token: a.access_token, body: { message: 'live!', client_id: 'c-1' } });
      expect(retry.status).toBe(200);
      await pause(300);
      expect(again).toEqual([]);
      expect(unseenOfA).toEqual([]);
    });

    it('announces seen marks to the chat and the new count to the reader; read-all likewise', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const c = await newUser(t);
      const id = await h.open(a, b);
      const other = await h.open(c, b);
      await h.send(a, id, 'one');
      const m2 = await h.send(a, id, 'two');
      await h.send(c, other, 'from c');
      const sa = await online(a, id);
      const sb = await online(b, id);
      const seenByA = nextEvent(sa, 'messages.seen');
      const countOfB = nextEvent(sb, 'messages.unseen');
      const res = await t.request('GET', `/api/chats/${id}/messages/${m2.id}/seen`, { token: b.access_token });
      expect(await seenByA).toEqual({ chat_id: id, message_id: m2.id, seen_at: res.body.data.seen_at });
      expect(await countOfB).toEqual({ messages_count: 1 });

      const sc = await online(c, other);
      const countAfterSend = nextEvent(sb, 'messages.unseen');
      const last = await h.send(a, id, 'three');
      expect(await countAfterSend).toEqual({ messages_count: 2, chat_id: id });
      const seenInOther = nextEvent(sc, 'messages.seen');
      const seenInFirst = nextEvent(sa, 'messages.seen');
      const zero = nextEvent(sb, 'messages.unseen');
      expect((await t.request('POST', '/api/chats/read-all', { token: b.access_token })).body).toEqual({ messages_count: 0 });
      expect(await seenInFirst).toMatchObject({ chat_id: id, message_id: last.id });
      expect(await seenInOther).toMatchObject({ chat_id: other });
      expect(await zero).toEqual({ messages_count: 0 });
    });

    it('relays typing to the other participant in the chat channel, not back to the sender', async () => {
      const a = await newUser(t);
      const b = await newUser(t);
      const id = await h.open(a, b);
      const sa = await online(a, id);
      const sb = await online(b, id);
      const echoed = collect(sa, 'chats.typing');
      const typing = nextEvent(sb, 'chats.typing');
      sa.emit('typing', { chat_id: id });
      expect(await typing).toEqual({ chat_id: id, user_id: a.id });
      await pause(200);
      expect(echoed).toEqual([]);
    });
  });
});

describeWithRedis('chats across two instances (Redis adapter)', () => {
  let one: TestApp;
  let two: TestApp;
  const h = chatHelpers(() => one);
  beforeAll(async () => {
    one = await startTestApp({ redis: true, env: THROTTLE_OFF });
    two = await startTestApp({ redis: true, database: one.database, env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('carries messages, seen marks and typing between members connected to different instances', async () => {
    const a = await newUser(one);
    const b = await newUser(one);
    const id = await h.open(a, b);
    const sa = await connect(one, a.access_token);
    const sb = await connect(two, b.access_token);
    try {
      expect(await subscribe(one, sa, a.access_token, `private-chats.${id}`)).toEqual({ ok: true });
      expect(await subscribe(two, sb, b.access_token, `private-chats.${id}`)).toEqual({ ok: true });
      expect(await subscribe(two, sb, b.access_token, `private-user.${b.id}`)).toEqual({ ok: true });

      const message = nextEvent(sb, 'chats.message');
      const count = nextEvent(sb, 'messages.unseen');
      const sent = await h.send(a, id, 'across instances');
      expect(JSON.parse((await message).message)).toEqual(sent);
      expect(await count).toEqual({ messages_count: 1, chat_id: id });

      const seen = nextEvent(sa, 'messages.seen');
      const res = await two.request('GET', `/api/chats/${id}/messages/${sent.id}/seen`, { token: b.access_token });
      expect(res.status).toBe(200);
      expect(await seen).toEqual({ chat_id: id, message_id: sent.id, seen_at: res.body.data.seen_at });

      const typing = nextEvent(sb, 'chats.typing');
      sa.emit('typing', { chat_id: id });
      expect(await typing).toEqual({ chat_id: id, user_id: a.id });
    } finally {
      sa.close();
      sb.close();
    }
  });
});
