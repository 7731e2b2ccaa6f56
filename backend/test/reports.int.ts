import { newUser, type TestUser } from './helpers/factories';
import { newListing } from './helpers/listings';
import { chatMessage, dbOf, makeStaff, newPost, report } from './helpers/moderation';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('reports', () => {
  let t: TestApp;
  let moderator: TestUser;
  const db = (text: string, params: unknown[] = []) => dbOf(t)(text, params);
  const newMembers = (n: number) => Promise.all(Array.from({ length: n }, () => newUser(t)));
  const caseOf = async (type: string, id: number) => {
    const res = await t.request('GET', `/api/admin/reports?subject_type=${type}&status=open&take=100`, { token: moderator.access_token });
    return res.body.data.find((c: { subject_id: number }) => c.subject_id === id);
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, MODERATION_AUTO_HIDE_WEIGHT: '3' } });
    moderator = await makeStaff(t, await newUser(t));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/reports', () => {
    it('files a report (201) with what the member said, and refuses a second one on the same subject (409)', async () => {
      const [author, reporter] = await newMembers(2);
      const post = await newPost(t, author);
      const res = await report(t, reporter, 'post', post.id, 'spam', '  Same link in every post  ');
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        subject_type: 'post',
        subject_id: post.id,
        reason: 'spam',
        details: 'Same link in every post',
        created_at: expect.any(String),
      });
      const again = await report(t, reporter, 'post', post.id, 'scam');
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ statusCode: 409, message: 'You have already reported this' });
      // Another member's report joins the same queue entry.
      const [other] = await newMembers(1);
      expect((await report(t, other, 'post', post.id, 'scam')).status).toBe(201);
      const kase = await caseOf('post', post.id);
      expect(kase).toMatchObject({ reports_count: 2, reasons: ['scam', 'spam'], status: 'open' });
      expect(kase.reports.map((r: { reporter: { id: number } }) => r.reporter.id)).toEqual([reporter.id, other.id]);
    });

    it('needs a signed-in member (401) and valid fields (422)', async () => {
      expect((await t.request('POST', '/api/reports', { body: { subject_type: 'post', subject_id: 1, reason: 'spam' } })).status).toBe(401);
      const [u] = await newMembers(1);
      const bad = async (body: Record<string, unknown>) => {
        const res = await t.request('POST', '/api/reports', { token: u.access_token, body });
        expect(res.status).toBe(422);
        return res.body.errors;
      };
      expect(Object.keys(await bad({}))).toEqual(expect.arrayContaining(['subject_type', 'subject_id', 'reason']));
      expect(await bad({ subject_type: 'planet', subject_id: 1, reason: 'spam' })).toHaveProperty('subject_type');
      expect(await bad({ subject_type: 'post', subject_id: 99999999999, reason: 'spam' })).toHaveProperty('subject_id');
      expect(await bad({ subject_type: 'post', subject_id: 1, reason: 'boring' })).toHaveProperty('reason');
      expect(await bad({ subject_type: 'post', subject_id: 1, reason: 'other', details: 'a\u0000b' })).toEqual({ details: ['This field must not contain the NUL character'] });
      expect(await bad({ subject_type: 'post', subject_id: 1, reason: 'other', details: 'x'.repeat(1001) })).toEqual({ details: ['This field must be between 1 and 1000 characters.'] });
    });

    it('answers 404 for what the reporter cannot see: gone, blocked, someone else’s chat, hidden', async () => {
      const [author, reporter, stranger] = await newMembers(3);
      const post = await newPost(t, author);
      expect((await report(t, reporter, 'post', 2_000_000_000)).status).toBe(404);
      await db('insert into blocks (blocker_id, blocked_id) values (?, ?)', [author.id, reporter.id]);
      expect((await report(t, reporter, 'post', post.id)).status).toBe(404);
      expect((await report(t, reporter, 'user', author.id)).status).toBe(404);
      const message = await chatMessage(t, author, stranger);
      const [outsider] = await newMembers(1);
      expect((await report(t, outsider, 'chat_message', message.id)).status).toBe(404);
      await db('update posts set hidden_at = now() where id = ?', [post.id]);
      expect((await report(t, outsider, 'post', post.id)).status).toBe(404);
    });

    it('refuses a report of one’s own content or account (422)', async () => {
      const [u] = await newMembers(1);
      const post = await newPost(t, u);
      const own = await report(t, u, 'post', post.id);
      expect(own.status).toBe(422);
      expect(own.body.errors).toEqual({ subject_id: ['You cannot report your own content'] });
      expect((await report(t, u, 'user', u.id)).status).toBe(422);
    });

    it('takes a listing while others can see it: not once it is closed, hidden or behind a block, nor one’s own', async () => {
      const [owner, reporter, blocked] = await newMembers(3);
      const listing = await newListing(t, owner, 'real_estates');
      expect((await report(t, owner, 'real_estates', listing.id)).status).toBe(422);
      await db('insert into blocks (blocker_id, blocked_id) values (?, ?)', [owner.id, blocked.id]);
      expect((await report(t, blocked, 'real_estates', listing.id)).status).toBe(404);
      // Only under its own section's name.
      expect((await report(t, reporter, 'marketplaces', listing.id)).status).toBe(404);
      await db("update listings set status = 'closed' where id = ?", [listing.id]);
      expect((await report(t, reporter, 'real_estates', listing.id)).status).toBe(404);
      await db("update listings set status = 'reserved', hidden_at = now() where id = ?", [listing.id]);
      expect((await report(t, reporter, 'real_estates', listing.id)).status).toBe(404);
      await db('update listings set hidden_at = null where id = ?', [listing.id]);
      expect((await report(t, reporter, 'real_estates', listing.id, 'scam')).status).toBe(201);
    });

    it('takes reports of members, comments and chat messages', async () => {
      const [author, reporter] = await newMembers(2);
      const post = await newPost(t, author, 'A calm post');
      const comment = await t.request('POST', `/api/posts/${post.id}/comments`, { token: author.access_token, body: { body: 'Rude words' } });
      expect((await report(t, reporter, 'comment', comment.body.data.id, 'harassment')).status).toBe(201);
      expect((await report(t, reporter, 'user', author.id, 'impersonation')).status).toBe(201);
      const message = await chatMessage(t, author, reporter);
      expect((await report(t, reporter, 'chat_message', message.id, 'harassment')).status).toBe(201);
      expect(await caseOf('user', author.id)).toMatchObject({ subject: { preview: expect.stringContaining(`(@${author.username})`), author: { id: author.id } } });
    });
  });

  describe('auto-hide', () => {
    it('hides a post pending review when reports reach the weight, for everyone but its author, and logs it as the system', async () => {
      const [author, friend, ...reporters] = await newMembers(5);
      await db("insert into friendships (requester_id, addressee_id, status, accepted_at) values (?, ?, 'accepted', now())", [author.id, friend.id]);
      const post = await newPost(t, author);
      for (const r of reporters.slice(0, 2)) {
        expect((await report(t, r, 'post', post.id)).status).toBe(201);
      }
      expect((await t.request('GET', `/api/posts/${post.id}`, { token: friend.access_token })).status).toBe(200);
      expect((await report(t, reporters[2], 'post', post.id)).status).toBe(201);

      expect((await t.request('GET', `/api/posts/${post.id}`, { token: friend.access_token })).status).toBe(404);
      const feed = await t.request('GET', '/api/posts?take=100', { token: friend.access_token });
      expect(feed.body.data.map((p: { id: number }) => p.id)).not.toContain(post.id);
      const wall = await t.request('GET', `/api/users/${author.id}/posts`, { token: friend.access_token });
      expect(wall.body.data.map((p: { id: number }) => p.id)).not.toContain(post.id);
      // Its author still sees it, marked hidden.
      const own = await t.request('GET', `/api/posts/${post.id}`, { token: author.access_token });
      expect(own.body.data).toMatchObject({ id: post.id, hidden: true });
      // Nobody can comment on or like what they cannot see.
      expect((await t.request('POST', `/api/posts/${post.id}/like`, { token: friend.access_token })).status).toBe(404);

      const kase = await caseOf('post', post.id);
      expect(kase).toMatchObject({ weight: 3, auto_hidden_at: expect.any(String), subject: { hidden: true } });
      const log = await t.request('GET', `/api/admin/audit-log?subject_type=post&subject_id=${post.id}`, { token: moderator.access_token });
      expect(log.body.data).toEqual([
        expect.objectContaining({ actor: null, action: 'auto_hide', case_id: kase.id, before: { hidden_at: null }, after: { hidden_at: expect.any(String) } }),
      ]);
    });

    it('weighs reporters by their accuracy: dismissed reports make the next ones weigh less, upheld ones more', async () => {
      const [careless, accurate, author] = await newMembers(3);
      const resolveWith = async (reporter: TestUser, action: string) => {
        const post = await newPost(t, author);
        await report(t, reporter, 'post', post.id);
        const kase = await caseOf('post', post.id);
        expect((await t.request('POST', `/api/admin/reports/${kase.id}/resolve`, { token: moderator.access_token, body: { action } })).status).toBe(200);
      };
      await resolveWith(careless, 'dismiss');
      await resolveWith(careless, 'dismiss');
      await resolveWith(accurate, 'hide');
      const post = await newPost(t, author);
      await report(t, careless, 'post', post.id);
      await report(t, accurate, 'post', post.id);
      const kase = await caseOf('post', post.id);
      const weightOf = (u: TestUser) => kase.reports.find((r: { reporter: { id: number } }) => r.reporter.id === u.id).weight;
      expect(weightOf(careless)).toBe(0.5);
      expect(weightOf(accurate)).toBe(1.33);
      expect(kase.weight).toBe(1.83);
    });

    it('hides a chat message from its recipient, not its sender', async () => {
      const [sender, recipient] = await newMembers(2);
      const message = await chatMessage(t, sender, recipient, 'Threat');
      await db('update messages set hidden_at = now() where id = ?', [message.id]);
      const theirs = await t.request('GET', `/api/chats/${message.chat_id}/messages`, { token: recipient.access_token });
      expect(theirs.body).toMatchObject({ data: [], total: 0 });
      const unseen = await t.request('GET', '/api/chats/messages/count-unseen', { token: recipient.access_token });
      expect(unseen.body).toEqual({ messages_count: 0 });
      const mine = await t.request('GET', `/api/chats/${message.chat_id}/messages`, { token: sender.access_token });
      expect(mine.body.data).toEqual([expect.objectContaining({ id: message.id, hidden: true })]);
    });

    it('never hides a member automatically (members are suspended or banned by a moderator)', async () => {
      const [target, ...reporters] = await newMembers(4);
      for (const r of reporters) {
        expect((await report(t, r, 'user', target.id, 'impersonation')).status).toBe(201);
      }
      expect(await caseOf('user', target.id)).toMatchObject({ weight: 3, auto_hidden_at: null });
      expect((await t.request('GET', '/api/auth/me', { token: target.access_token })).status).not.toBe(401);
    });
  });
});
