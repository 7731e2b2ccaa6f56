import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { newUser, type TestUser } from './helpers/factories';
import { coreField, LISTING_SECTION_SLUGS, listingSection } from '../src/modules/listings/sections';
import { form, png } from './helpers/forms';
import { newListing } from './helpers/listings';
import { chatMessage, dbOf, makeStaff, newPost, report } from './helpers/moderation';
import { eventually } from './helpers/eventually';
import { connect } from './helpers/sockets';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

describe('moderation API', () => {
  let t: TestApp;
  let moderator: TestUser;
  let admin: TestUser;
  const db = (text: string, params: unknown[] = []) => dbOf(t)(text, params);
  const as = (u: TestUser) => ({
    get: (path: string) => t.request('GET', `/api/admin${path}`, { token: u.access_token }),
    post: (path: string, body: unknown = {}) => t.request('POST', `/api/admin${path}`, { token: u.access_token, body }),
  });
  const members = (n: number) => Promise.all(Array.from({ length: n }, () => newUser(t)));
  /** A reported post: its author, the reporters and the queue entry. */
  const reportedPost = async (reporterCount = 1, body?: string) => {
    const [author, ...reporters] = await members(1 + reporterCount);
    const post = await newPost(t, author, body);
    for (const r of reporters) {
      expect((await report(t, r, 'post', post.id, 'spam')).status).toBe(201);
    }
    const list = await as(moderator).get(`/reports?subject_type=post&status=open&take=100`);
    const kase = list.body.data.find((c: { subject_id: number }) => c.subject_id === post.id);
    return { author, reporters, post, kase };
  };
  const resolve = (id: number, body: Record<string, unknown>, by = moderator) => as(by).post(`/reports/${id}/resolve`, body);
  const notificationsOf = async (u: TestUser) => {
    await t.drainQueues();
    return (await t.request('GET', '/api/notifications', { token: u.access_token })).body.data as { type: string; description: string; user: { id: number }; subject: unknown }[];
  };
  const auditOf = async (type: string, id: number) => (await as(moderator).get(`/audit-log?subject_type=${type}&subject_id=${id}&order=asc`)).body.data;

  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, MODERATION_AUTO_HIDE_WEIGHT: '3' } });
    moderator = await makeStaff(t, await newUser(t, { first_name: 'Mona', last_name: 'Moderator' }));
    admin = await makeStaff(t, await newUser(t), 'admin');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('roles', () => {
    it('answers 403 to members on every admin route, 401 without a token', async () => {
      const [member] = await members(1);
      const routes: [string, string][] = [
        ['GET', '/api/admin/reports'],
        ['GET', '/api/admin/reports/1'],
        ['POST', '/api/admin/reports/1/resolve'],
        ['GET', '/api/admin/users'],
        ['GET', '/api/admin/users/1'],
        ['POST', '/api/admin/users/1/ban'],
        ['POST', '/api/admin/users/1/unban'],
        ['POST', '/api/admin/users/1/suspend'],
        ['POST', '/api/admin/users/1/warn'],
        ['POST', '/api/admin/users/1/role'],
        ['GET', '/api/admin/content'],
        ['GET', '/api/admin/content/post'],
        ['GET', '/api/admin/content/post/1'],
        ['POST', '/api/admin/content/post/1/hide'],
        ['POST', '/api/admin/content/post/1/restore'],
        ['POST', '/api/admin/content/post/1/remove'],
        ['GET', '/api/admin/audit-log'],
        ['GET', '/api/admin/stats'],
      ];
      for (const [method, path] of routes) {
        const res = await t.request(method, path, { token: member.access_token, body: method === 'POST' ? {} : undefined });
        const message = path.endsWith('/role') ? 'Only administrators can do this' : 'Only moderators can do this';
        expect([path, res.status, res.body.message]).toEqual([path, 403, message]);
        expect([path, (await t.request(method, path)).status]).toEqual([path, 401]);
      }
    });

    it('lets only administrators change roles, and only administrators act on staff', async () => {
      const [member, other] = await members(2);
      const byModerator = await as(moderator).post(`/users/${member.id}/role`, { role: 'moderator' });
      expect(byModerator.status).toBe(403);
      expect(byModerator.body.message).toBe('Only administrators can do this');
      const byAdmin = await as(admin).post(`/users/${member.id}/role`, { role: 'moderator' });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.data).toMatchObject({ id: member.id, role: 'moderator' });
      // The new moderator's current token works on the console at once.
      expect((await as(member).get('/stats')).status).toBe(200);
      // A moderator cannot ban another moderator or themselves; an administrator can.
      expect((await as(moderator).post(`/users/${member.id}/ban`)).body).toEqual({ statusCode: 403, message: 'Only an administrator can act on a moderator or an administrator' });
      expect((await as(moderator).post(`/users/${moderator.id}/warn`, { reason: 'me' })).body.message).toBe('You cannot moderate your own account');
      expect((await as(admin).post(`/users/${member.id}/role`, { role: 'member' })).body.data.role).toBe('member');
      expect((await as(admin).post(`/users/${other.id}/role`, { role: 'owner' })).status).toBe(422);
      const log = await auditOf('user', member.id);
      expect(log.map((l: { action: string; before: unknown; after: unknown }) => [l.action, l.before, l.after])).toEqual([
        ['role', { role: 'member' }, { role: 'moderator' }],
        ['role', { role: 'moderator' }, { role: 'member' }],
      ]);
    });
  });

  describe('reports queue', () => {
    it('lists reports grouped by subject with a total, filtered by status, reason and type', async () => {
      const { post, kase, author } = await reportedPost(2);
      expect(kase).toMatchObject({
        subject_type: 'post',
        subject_id: post.id,
        status: 'open',
        reports_count: 2,
        weight: 2,
        reasons: ['spam'],
        subject: { exists: true, hidden: false, preview: 'Buy cheap watches at spam.example', author: { id: author.id } },
        action: null,
      });
      const page = await as(moderator).get('/reports?take=1&page=1');
      expect(page.body).toMatchObject({ page: 1, take: 1, total: expect.any(Number), data: [expect.any(Object)] });
      expect((await as(moderator).get('/reports?reason=hate&subject_type=post')).body.data.map((c: { id: number }) => c.id)).not.toContain(kase.id);
      expect((await as(moderator).get('/reports?status=resolved')).body.data.map((c: { id: number }) => c.id)).not.toContain(kase.id);
      expect((await as(moderator).get('/reports?status=closed')).status).toBe(422);
      expect((await as(moderator).get(`/reports/${kase.id}`)).body.data.id).toBe(kase.id);
      expect((await as(moderator).get('/reports/2000000000')).status).toBe(404);
    });

    it('hide: the post disappears for members, its author sees it hidden, reporters and author are told, and it is logged', async () => {
      const { post, kase, author, reporters } = await reportedPost(2);
      const res = await resolve(kase.id, { action: 'hide', reason: 'Spam links' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'resolved', action: 'hide', resolution_reason: 'Spam links', resolved_by: { id: moderator.id }, subject: { hidden: true } });
      expect((await t.request('GET', `/api/posts/${post.id}`, { token: reporters[0].access_token })).status).toBe(404);
      expect((await t.request('GET', `/api/posts/${post.id}`, { token: author.access_token })).body.data.hidden).toBe(true);
      for (const r of reporters) {
        expect(await notificationsOf(r)).toEqual([
          expect.objectContaining({ type: 'ReportResolved', user: expect.objectContaining({ id: moderator.id }), description: 'reviewed your report and hid the post', subject: { type: 'post', id: post.id } }),
        ]);
      }
      expect(await notificationsOf(author)).toEqual([
        expect.objectContaining({ type: 'ModerationNotice', description: 'hid your post “Buy cheap watches at spam.example”: Spam links', subject: { type: 'post', id: post.id } }),
      ]);
      expect(await auditOf('post', post.id)).toEqual([
        expect.objectContaining({ action: 'hide', actor: expect.objectContaining({ id: moderator.id }), case_id: kase.id, reason: 'Spam links', before: { hidden_at: null } }),
      ]);
      // Several reports resolve together, once.
      expect((await resolve(kase.id, { action: 'dismiss' })).status).toBe(409);
    });

    it('dismiss: what the reports hid automatically is shown again', async () => {
      const { post, kase, reporters } = await reportedPost(3);
      expect(kase.subject.hidden).toBe(true);
      expect((await resolve(kase.id, { action: 'dismiss' })).body.data).toMatchObject({ action: 'dismiss', subject: { hidden: false } });
      expect((await t.request('GET', `/api/posts/${post.id}`, { token: reporters[0].access_token })).status).toBe(200);
      expect((await auditOf('post', post.id)).map((l: { action: string }) => l.action)).toEqual(['auto_hide', 'restore', 'dismiss']);
      expect((await notificationsOf(reporters[1]))[0].description).toBe('reviewed your report on a post and found no rule broken');
    });

    it('remove: the post is deleted for everyone, its text kept in the audit log', async () => {
      const { post, kase, author } = await reportedPost(1, 'Remove me');
      expect((await resolve(kase.id, { action: 'remove' })).body.data).toMatchObject({ action: 'remove', subject: { exists: false } });
      expect((await t.request('GET', `/api/posts/${post.id}`, { token: author.access_token })).status).toBe(404);
      const [entry] = await auditOf('post', post.id);
      expect(entry).toMatchObject({ action: 'remove', before: { id: post.id, body: 'Remove me', user_id: author.id }, after: null });
      expect(await notificationsOf(author)).toEqual([expect.objectContaining({ type: 'ModerationNotice', subject: null, description: 'removed your post “Remove me”' })]);
    });

    it('warn: the author is warned (notified, counted) and the post hidden', async () => {
      const { post, kase, author } = await reportedPost(1);
      expect((await resolve(kase.id, { action: 'warn', reason: 'No spam, please' })).status).toBe(200);
      expect((await as(moderator).get(`/users/${author.id}`)).body.data).toMatchObject({ warnings: 1, status: 'active' });
      expect((await auditOf('post', post.id)).map((l: { action: string }) => l.action)).toEqual(['hide']);
      expect((await auditOf('user', author.id)).map((l: { action: string; reason: string }) => [l.action, l.reason])).toEqual([['warn', 'No spam, please']]);
      const notes = await notificationsOf(author);
      expect(notes.map((n) => n.description).sort()).toEqual(['hid your post “Buy cheap watches at spam.example”: No spam, please', 'warned you: No spam, please']);
    });

    it('suspend: needs a future end; the member is signed out at once and refused until then', async () => {
      const { kase, author } = await reportedPost(1);
      expect((await resolve(kase.id, { action: 'suspend' })).body.errors).toEqual({ until: ['Choose until when the member is suspended'] });
      expect((await resolve(kase.id, { action: 'suspend', until: '2001-01-01T00:00:00Z' })).body.errors).toEqual({ until: ['The suspension must end in the future'] });
      expect((await resolve(kase.id, { action: 'suspend', until: 'tomorrow' })).status).toBe(422);
      const socket = await connect(t, author.access_token);
      const dropped = new Promise<string>((resolve) => socket.on('disconnect', resolve));
      const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
      expect((await resolve(kase.id, { action: 'suspend', until, reason: 'Cool down' })).status).toBe(200);
      expect(await dropped).toBe('io server disconnect');
      expect((await t.request('GET', '/api/auth/me', { token: author.access_token })).status).toBe(401);
      expect((await t.request('POST', '/api/auth/refresh', { body: { refresh_token: author.refresh_token } })).status).toBe(401);
      const login = await t.request('POST', '/api/auth/login', { body: { email: author.email, password: author.password } });
      expect(login.status).toBe(403);
      expect(login.body.message).toBe(`This account is suspended until ${until.slice(0, 16).replace('T', ' ')} UTC.`);
      expect((await as(moderator).get(`/users/${author.id}`)).body.data).toMatchObject({ status: 'suspended', suspended_until: until });
      // Over: signing in works again.
      await db("update users set suspended_until = now() - interval '1 second' where id = ?", [author.id]);
      expect((await t.request('POST', '/api/auth/login', { body: { email: author.email, password: author.password } })).status).toBe(200);
    });

    it('ban: the member’s open socket is disconnected, tokens stop working, sign-in is refused; unban lets them back', async () => {
      const { kase, author } = await reportedPost(1);
      const socket = await connect(t, author.access_token);
      const dropped = new Promise<string>((resolve) => socket.on('disconnect', resolve));
      const res = await resolve(kase.id, { action: 'ban', reason: 'Spam bot' });
      expect(res.status).toBe(200);
      expect(await dropped).toBe('io server disconnect');
      expect((await t.request('GET', '/api/auth/me', { token: author.access_token })).status).toBe(401);
      await expect(connect(t, author.access_token)).rejects.toThrow('Unauthorized');
      expect((await t.request('POST', '/api/auth/login', { body: { email: author.email, password: author.password } })).status).toBe(403);
      const sessions = await db('select count(*)::int as open from sessions where user_id = ? and revoked_at is null', [author.id]);
      expect(sessions[0].open).toBe(0);
      expect((await as(moderator).post(`/users/${author.id}/ban`)).status).toBe(409);

      expect((await as(moderator).post(`/users/${author.id}/unban`, { reason: 'Appeal accepted' })).body.data.status).toBe('active');
      expect((await as(moderator).post(`/users/${author.id}/unban`)).status).toBe(409);
      expect((await t.request('POST', '/api/auth/login', { body: { email: author.email, password: author.password } })).status).toBe(200);
      expect((await auditOf('user', author.id)).map((l: { action: string }) => l.action)).toEqual(['ban', 'unban']);
    });

    it('refuses hide and remove on a reported member (422) but acts on the member', async () => {
      const [target, reporter] = await members(2);
      await report(t, reporter, 'user', target.id, 'impersonation');
      const kase = (await as(moderator).get('/reports?subject_type=user&status=open&take=100')).body.data.find((c: { subject_id: number }) => c.subject_id === target.id);
      expect((await resolve(kase.id, { action: 'hide' })).status).toBe(422);
      expect((await resolve(kase.id, { action: 'warn', reason: 'Use your own name' })).body.data.action).toBe('warn');
      expect((await notificationsOf(reporter))[0].description).toBe('reviewed your report and took action against the member');
    });

    it('resolves a chat message report by hiding it from the recipient', async () => {
      const [sender, recipient] = await members(2);
      const message = await chatMessage(t, sender, recipient, 'Nasty');
      await report(t, recipient, 'chat_message', message.id, 'harassment');
      const kase = (await as(moderator).get('/reports?subject_type=chat_message&take=100')).body.data.find((c: { subject_id: number }) => c.subject_id === message.id);
      expect((await resolve(kase.id, { action: 'hide' })).status).toBe(200);
      expect((await t.request('GET', `/api/chats/${message.chat_id}/messages`, { token: recipient.access_token })).body.total).toBe(0);
    });
  });

  describe('members', () => {
    it('lists and searches members with their standing, by role and status', async () => {
      const [u] = await members(1);
      const found = await as(moderator).get(`/users?search=${u.username}`);
      expect(found.body).toMatchObject({ total: 1, data: [{ id: u.id, email: u.email, role: 'member', status: 'active', open_reports: 0, warnings: 0 }] });
      expect((await as(moderator).get('/users?role=admin')).body.data.map((x: { id: number }) => x.id)).toEqual([admin.id]);
      await as(moderator).post(`/users/${u.id}/ban`);
      expect((await as(moderator).get('/users?status=banned&take=100')).body.data.map((x: { id: number }) => x.id)).toContain(u.id);
      expect((await as(moderator).get('/users?status=active&take=100')).body.data.map((x: { id: number }) => x.id)).not.toContain(u.id);
      expect((await as(moderator).get('/users?sort=email')).status).toBe(422);
      expect((await as(moderator).get('/users/2000000000')).status).toBe(404);
    });

    it('warns with a reason (422 without), and suspends directly', async () => {
      const [u] = await members(1);
      expect((await as(moderator).post(`/users/${u.id}/warn`, {})).body.errors).toEqual({ reason: ['This field is required!'] });
      expect((await as(moderator).post(`/users/${u.id}/warn`, { reason: 'Be nice' })).body.data.warnings).toBe(1);
      const until = new Date(Date.now() + 86_400_000).toISOString();
      expect((await as(moderator).post(`/users/${u.id}/suspend`, { until })).body.data).toMatchObject({ status: 'suspended' });
      expect((await t.request('GET', '/api/auth/me', { token: u.access_token })).status).toBe(401);
    });
  });

  describe('content', () => {
    it('names every section, lists content hidden included, hides, restores and removes it', async () => {
      const sections = (await as(moderator).get('/content')).body.data;
      expect(sections.map((s: { type: string }) => s.type)).toEqual(expect.arrayContaining(['user', 'post', 'comment', 'chat_message']));
      const [author, reader] = await members(2);
      const post = await newPost(t, author, 'Moderate this one');
      const listed = await as(moderator).get(`/content/post?author_id=${author.id}`);
      expect(listed.body).toMatchObject({ total: 1, data: [{ id: post.id, subject_type: 'post', preview: 'Moderate this one', hidden_at: null, author: { id: author.id } }] });

      const hidden = await as(moderator).post(`/content/post/${post.id}/hide`, { reason: 'Off topic' });
      expect(hidden.body.data.hidden_at).toEqual(expect.any(String));
      expect((await as(moderator).post(`/content/post/${post.id}/hide`)).status).toBe(409);
      expect((await t.request('GET', `/api/posts/${post.id}`, { token: reader.access_token })).status).toBe(404);
      expect((await as(moderator).get(`/content/post?status=hidden&author_id=${author.id}`)).body.total).toBe(1);

      expect((await as(moderator).post(`/content/post/${post.id}/restore`)).body.data.hidden_at).toBeNull();
      expect((await as(moderator).post(`/content/post/${post.id}/restore`)).status).toBe(409);
      expect((await t.request('GET', `/api/posts/${post.id}`, { token: reader.access_token })).status).toBe(200);

      expect((await as(moderator).post(`/content/post/${post.id}/remove`, { reason: 'Duplicate' })).status).toBe(204);
      expect((await as(moderator).get(`/content/post/${post.id}`)).status).toBe(404);
      expect((await auditOf('post', post.id)).map((l: { action: string }) => l.action)).toEqual(['hide', 'restore', 'remove']);
      expect((await as(moderator).get('/content/user')).status).toBe(404);
      expect((await as(moderator).get('/content/planet')).status).toBe(404);
    });

    it('hiding content resolves its open reports, and the reporters hear of it', async () => {
      const { post, kase, reporters } = await reportedPost(1);
      await as(moderator).post(`/content/post/${post.id}/hide`);
      expect((await as(moderator).get(`/reports/${kase.id}`)).body.data).toMatchObject({ status: 'resolved', action: 'hide' });
      expect((await notificationsOf(reporters[0]))[0].type).toBe('ReportResolved');
    });

    it('hides comments from everyone but their author', async () => {
      const [author, reader] = await members(2);
      const post = await newPost(t, reader, 'Open thread');
      const comment = (await t.request('POST', `/api/posts/${post.id}/comments`, { token: author.access_token, body: { body: 'Insult' } })).body.data;
      await as(moderator).post(`/content/comment/${comment.id}/hide`);
      expect((await t.request('GET', `/api/posts/${post.id}/comments`, { token: reader.access_token })).body.total).toBe(0);
      const own = await t.request('GET', `/api/posts/${post.id}/comments`, { token: author.access_token });
      expect(own.body.data).toEqual([expect.objectContaining({ id: comment.id, hidden: true })]);
    });
  });

  describe('shared files', () => {
    it('a friend reports a file shared with them; hidden it is gone for them, removed it is gone with its folder and bytes', async () => {
      const [owner, friend, stranger] = await members(3);
      await db("insert into friendships (requester_id, addressee_id, status, accepted_at) values (?, ?, 'accepted', now())", [owner.id, friend.id]);
      const made = await t.request('POST', '/api/storage/folders', { token: owner.access_token, body: { name: 'Leaks' } });
      expect([made.status, made.body.message]).toEqual([201, undefined]);
      const folder = made.body.data;
      const form = new FormData();
      form.append('files', new Blob(['secret'], { type: 'text/plain' }), 'leak.txt');
      form.append('folder_id', String(folder.id));
      const upload = await t.request('POST', '/api/storage', { token: owner.access_token, body: form });
      expect(upload.status).toBe(201);
      const file = upload.body.data[0];
      const shareForm = new FormData();
      shareForm.append('storage_id', String(folder.id));
      shareForm.append('user_ids', String(friend.id));
      expect((await t.request('POST', '/api/storage/shared', { token: owner.access_token, body: shareForm })).status).toBe(201);

      expect((await report(t, stranger, 'storage', file.id, 'illegal')).status).toBe(404);
      expect((await report(t, friend, 'storage', file.id, 'illegal')).status).toBe(201);
      const kase = (await as(moderator).get('/reports?subject_type=storage')).body.data.find((c: { subject_id: number }) => c.subject_id === file.id);
      expect(kase.subject).toMatchObject({ preview: 'leak.txt', author: { id: owner.id } });

      expect((await as(moderator).post(`/content/storage/${file.id}/hide`)).status).toBe(200);
      expect((await t.request('GET', `/api/storage/${file.id}`, { token: friend.access_token })).status).toBe(404);
      const own = await t.request('GET', `/api/storage/${file.id}`, { token: owner.access_token });
      expect(own.body.data).toMatchObject({ id: file.id, hidden: true });

      const [{ blob }] = await db('select blob from storage_items where id = ?', [file.id]);
      const onDisk = join(t.config.uploadsDir, 'storage', String(owner.id), blob);
      expect(existsSync(onDisk)).toBe(true);
      expect((await as(moderator).post(`/content/storage/${folder.id}/remove`, { reason: 'Shared stolen data' })).status).toBe(204);
      expect(await db('select id from storage_items where id in (?, ?)', [folder.id, file.id])).toEqual([]);
      const [entry] = await auditOf('storage', folder.id);
      expect(entry).toMatchObject({ action: 'remove', before: { name: 'Leaks', kind: 'folder' } });
      // The bytes go once the storage module hears of it (an event after the commit).
      expect(await eventually(() => existsSync(onDisk), (present) => !present)).toBe(false);
    });
  });

  describe('community sections', () => {
    it('a blog post and a comment under it are reported, hidden and removed like posts', async () => {
      const [author, reader, commenter] = await members(3);
      const categories = (await t.request('GET', '/api/blogs/categories', { token: author.access_token })).body.data;
      const blog = (await t.request('POST', '/api/blogs', { token: author.access_token, body: form({ title: 'Miracle cure', category: categories[0].id, body: 'Buy **now**.' }) })).body.data;
      const comment = (await t.request('POST', `/api/blogs/${blog.id}/comments`, { token: commenter.access_token, body: { body: 'Scam!' } })).body.data;
      expect((await report(t, reader, 'blog', blog.id, 'scam')).status).toBe(201);
      expect((await report(t, author, 'blog_comment', comment.id, 'harassment')).status).toBe(201);
      const sections = (await as(moderator).get('/content')).body.data.map((x: { type: string }) => x.type);
      expect(sections).toEqual(expect.arrayContaining(['blog', 'event', 'forum', 'forum_reply', 'picture', 'album', 'video', 'blog_comment', 'storage']));

      const kase = (await as(moderator).get('/reports?subject_type=blog')).body.data.find((c: { subject_id: number }) => c.subject_id === blog.id);
      expect(kase.subject).toMatchObject({ preview: expect.stringMatching(/^Miracle cure: /), author: { id: author.id } });
      expect((await resolve(kase.id, { action: 'hide' })).status).toBe(200);
      expect((await t.request('GET', `/api/blogs/${blog.id}`, { token: reader.access_token })).status).toBe(404);
      const list = await t.request('GET', '/api/blogs?take=100', { token: reader.access_token });
      expect(list.body.data.map((b: { id: number }) => b.id)).not.toContain(blog.id);
      expect((await t.request('GET', `/api/blogs/${blog.id}`, { token: author.access_token })).status).toBe(200);

      expect((await as(moderator).post(`/content/blog_comment/${comment.id}/hide`)).status).toBe(200);
      const seen = await t.request('GET', `/api/blogs/${blog.id}/comments`, { token: author.access_token });
      expect(seen.body.data.map((c: { id: number }) => c.id)).not.toContain(comment.id);
      expect((await as(moderator).post(`/content/blog/${blog.id}/remove`)).status).toBe(204);
      expect((await t.request('GET', `/api/blogs/${blog.id}`, { token: author.access_token })).status).toBe(404);
    });
  });

  describe('hidden by a moderator, as its author sees it', () => {
    it('blog posts, events, forum threads, pictures, albums and listings: 404 for others, marked hidden for the author, in lists too', async () => {
      const [author, reader] = await members(2);
      const category = async (section: string) => (await t.request('GET', `/api/${section}/categories`, { token: author.access_token })).body.data[0].id;
      const create = async (path: string, body: FormData | Record<string, unknown>) => {
        const res = await t.request('POST', `/api${path}`, { token: author.access_token, body });
        expect([path, res.status]).toEqual([path, 201]);
        return res.body.data.id as number;
      };
      const image = { image: { data: await png(400, 300), name: 'p.png', type: 'image/png' } };
      const items: [type: string, detail: string, list: string][] = [];
      const blog = await create('/blogs', form({ title: 'Hidden blog', category: await category('blogs'), body: 'Text' }));
      items.push(['blog', `/blogs/${blog}`, '/blogs']);
      const starts = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const event = await create('/events', form({ title: 'Hidden event', category: await category('events'), starts_at: starts, location: 'Park', description: 'Come' }));
      items.push(['event', `/events/${event}`, '/events']);
      const forum = await create('/forums', form({ title: 'Hidden thread', category: await category('forums'), body: 'Question' }));
      items.push(['forum', `/forums/${forum}`, '/forums']);
      const picture = await create('/pictures', form({ title: 'Hidden picture' }, image));
      items.push(['picture', `/pictures/${picture}`, '/pictures']);
      const album = await create('/pictures/albums', { name: 'Hidden album' });
      items.push(['album', `/pictures/albums/${album}`, '/pictures/albums']);
      const listing = await newListing(t, author, 'personals');
      items.push(['personals', `/personals/${listing.id}`, '/personals']);

      for (const [type, detail, list] of items) {
        const id = Number(detail.split('/').pop());
        expect([type, (await t.request('GET', `/api${detail}`, { token: author.access_token })).body.data.hidden]).toEqual([type, false]);
        expect([type, (await as(moderator).post(`/content/${type}/${id}/hide`)).status]).toEqual([type, 200]);
        expect([type, (await t.request('GET', `/api${detail}`, { token: reader.access_token })).status]).toEqual([type, 404]);
        expect([type, (await t.request('GET', `/api${detail}`, { token: author.access_token })).body.data.hidden]).toEqual([type, true]);
        const ids = async (u: TestUser) => (await t.request('GET', `/api${list}?take=100`, { token: u.access_token })).body.data.map((x: { id: number }) => x.id);
        expect([type, (await ids(reader)).includes(id), (await ids(author)).includes(id)]).toEqual([type, false, true]);
      }
    });
  });

  describe('listing sections', () => {
    const imageOnDisk = (file: string) => join(t.config.uploadsDir, 'public', 'listings', file);

    it('every listing section is a content section and a report subject, named by its path', async () => {
      const sections = (await as(moderator).get('/content')).body.data;
      for (const slug of LISTING_SECTION_SLUGS) {
        expect(sections).toContainEqual(expect.objectContaining({ type: slug, plural: listingSection(slug).label, content: true }));
      }
      const [owner, reporter] = await members(2);
      // One listing per section, each reported by its section's name; another section's name does not find it.
      for (const slug of LISTING_SECTION_SLUGS) {
        const listing = await newListing(t, owner, slug);
        expect([slug, (await report(t, reporter, slug, listing.id, 'miscategorized')).status]).toEqual([slug, 201]);
        const other = slug === 'jobs' ? 'local_events' : 'jobs';
        expect([slug, (await report(t, reporter, other, listing.id)).status]).toEqual([slug, 404]);
        const listed = (await as(moderator).get(`/content/${slug}?author_id=${owner.id}`)).body;
        expect([slug, listed.total, listed.data[0].id]).toEqual([slug, 1, listing.id]);
        // The console shows what the member asks, in its currency (null where the section has no price).
        expect([slug, listed.data[0].price, listed.data[0].currency]).toEqual([
          slug,
          listing[coreField(listingSection(slug), 'price')?.name ?? 'price'] ?? null,
          listing.currency ?? null,
        ]);
      }
      const priced = await newListing(t, owner, 'marketplaces', { price: '1250.5', currency: 'USD' });
      expect((await as(moderator).get(`/content/marketplaces/${priced.id}`)).body.data).toMatchObject({ price: 1250.5, currency: 'USD' });
      const jobs = (await as(moderator).get('/reports?subject_type=jobs&status=open')).body.data;
      expect(jobs.find((c: { subject: { author: { id: number } } }) => c.subject.author.id === owner.id)).toMatchObject({ subject_type: 'jobs', reasons: ['miscategorized'] });
    });

    it('reported to the auto-hide weight, a listing is gone for others, its owner sees it hidden; "hide" upholds it, logged and told', async () => {
      const [owner, reader, ...reporters] = await members(5);
      const listing = await newListing(t, owner, 'marketplaces', { name: 'Genuine designer watch' }, 1);
      for (const r of reporters) {
        expect((await report(t, r, 'marketplaces', listing.id, 'scam')).status).toBe(201);
      }
      expect((await t.request('GET', `/api/marketplaces/${listing.id}`, { token: reader.access_token })).status).toBe(404);
      const browse = await t.request('GET', '/api/marketplaces?take=100', { token: reader.access_token });
      expect(browse.body.data.map((l: { id: number }) => l.id)).not.toContain(listing.id);
      const own = await t.request('GET', `/api/marketplaces/${listing.id}`, { token: owner.access_token });
      expect(own.body.data).toMatchObject({ id: listing.id, hidden: true });
      const ownBrowse = await t.request('GET', '/api/marketplaces?take=100', { token: owner.access_token });
      expect(ownBrowse.body.data.find((l: { id: number }) => l.id === listing.id)).toMatchObject({ hidden: true });
      const mine = await t.request('GET', '/api/listings/mine', { token: owner.access_token });
      expect(mine.body.data.find((l: { id: number }) => l.id === listing.id)).toMatchObject({ hidden: true });

      const kase = (await as(moderator).get('/reports?subject_type=marketplaces&status=open&take=100')).body.data.find((c: { subject_id: number }) => c.subject_id === listing.id);
      expect(kase).toMatchObject({ weight: 3, auto_hidden_at: expect.any(String), subject: { hidden: true, author: { id: owner.id } } });
      expect(kase.subject.preview).toMatch(/^Genuine designer watch: /);
      expect(kase.subject.media).toBe(`/storage/listings/thumbs/${listing.images[0]}`);

      expect((await resolve(kase.id, { action: 'hide', reason: 'Counterfeit goods' })).body.data).toMatchObject({ status: 'resolved', action: 'hide' });
      expect((await auditOf('marketplaces', listing.id)).map((l: { action: string; actor: { id: number } | null }) => [l.action, l.actor?.id ?? null])).toEqual([
        ['auto_hide', null],
        ['hide', moderator.id],
      ]);
      const told = await notificationsOf(owner);
      expect(told[0]).toMatchObject({ type: 'ModerationNotice', user: { id: moderator.id }, subject: { type: 'marketplaces', id: listing.id } });
      expect(told[0].description).toBe('hid your item in marketplace “Genuine designer watch: In good condition, pick-up in the e…”: Counterfeit goods');
      for (const r of reporters) {
        expect((await notificationsOf(r))[0]).toMatchObject({ type: 'ReportResolved', description: 'reviewed your report and hid the item in marketplace' });
      }
      // Still hidden for others; restoring it from the console shows it again.
      expect((await t.request('GET', `/api/marketplaces/${listing.id}`, { token: reader.access_token })).status).toBe(404);
      expect((await as(moderator).post(`/content/marketplaces/${listing.id}/restore`)).body.data).toMatchObject({ id: listing.id, hidden_at: null });
      expect((await t.request('GET', `/api/marketplaces/${listing.id}`, { token: reader.access_token })).body.data).toMatchObject({ hidden: false });
    });

    it('"remove" deletes a listing with its details and images; the audit log keeps them, owner and reporter are told', async () => {
      const [owner, reporter] = await members(2);
      const listing = await newListing(t, owner, 'jobs', {}, 2);
      expect(listing.images).toHaveLength(2);
      for (const file of listing.images) {
        expect(existsSync(imageOnDisk(file))).toBe(true);
      }
      expect((await report(t, reporter, 'jobs', listing.id, 'scam', 'Asks for a fee up front')).status).toBe(201);
      const kase = (await as(moderator).get('/reports?subject_type=jobs&status=open&take=100')).body.data.find((c: { subject_id: number }) => c.subject_id === listing.id);
      // A listing of another section is not this section's content.
      expect((await as(moderator).post(`/content/marketplaces/${listing.id}/hide`)).status).toBe(404);

      expect((await resolve(kase.id, { action: 'remove', reason: 'Fake job' })).body.data).toMatchObject({ status: 'resolved', action: 'remove', subject: { preview: null } });
      expect((await t.request('GET', `/api/jobs/${listing.id}`, { token: owner.access_token })).status).toBe(404);
      expect(await db('select id from listings where id = ?', [listing.id])).toEqual([]);
      const [entry] = await auditOf('jobs', listing.id);
      expect(entry).toMatchObject({ action: 'remove', reason: 'Fake job', actor: { id: moderator.id }, before: { id: listing.id, section: 'jobs', images: listing.images, details: expect.any(Object) } });
      expect(entry.before).not.toHaveProperty('search_vector');
      expect((await notificationsOf(owner))[0]).toMatchObject({ type: 'ModerationNotice', subject: null, description: expect.stringMatching(/^removed your job in jobs board “.*”: Fake job$/) });
      expect((await notificationsOf(reporter))[0]).toMatchObject({ type: 'ReportResolved', description: 'reviewed your report and removed the job in jobs board' });
      const present = () => listing.images.map((f: string) => existsSync(imageOnDisk(f)));
      expect(await eventually(present, (files) => !files.includes(true))).toEqual([false, false]);
    });

    it('counts listings per section in the stats', async () => {
      const count = (s: { content: { type: string; total: number; hidden: number }[] }, type: string) => s.content.find((c) => c.type === type)!;
      const before = (await as(moderator).get('/stats')).body;
      const [owner] = await members(1);
      const listing = await newListing(t, owner, 'local_events');
      await as(moderator).post(`/content/local_events/${listing.id}/hide`);
      const after = (await as(moderator).get('/stats')).body;
      expect(count(after, 'local_events')).toEqual({ ...count(before, 'local_events'), total: count(before, 'local_events').total + 1, hidden: count(before, 'local_events').hidden + 1 });
      expect(count(after, 'jobs')).toEqual(count(before, 'jobs'));
    });
  });

  describe('audit log and stats', () => {
    it('is append-only: the database refuses to change or delete a line', async () => {
      const [u] = await members(1);
      await as(moderator).post(`/users/${u.id}/warn`, { reason: 'Logged' });
      await expect(db(`update moderation_log set reason = 'rewritten' where subject_id = ?`, [u.id])).rejects.toThrow('append-only');
      await expect(db('delete from moderation_log where subject_id = ?', [u.id])).rejects.toThrow('append-only');
      const log = await as(moderator).get(`/audit-log?action=warn&actor_id=${moderator.id}&take=100`);
      expect(log.body.data.find((l: { subject_id: number }) => l.subject_id === u.id)).toMatchObject({ reason: 'Logged' });
      expect((await as(moderator).get('/audit-log?action=erase')).status).toBe(422);
    });

    it('counts open reports, members and content per section, per day', async () => {
      const before = (await as(moderator).get('/stats?days=7')).body;
      await reportedPost(1);
      const after = (await as(moderator).get('/stats?days=7')).body;
      expect(after.open_reports).toBe(before.open_reports + 1);
      expect(after.members_total).toBe(before.members_total + 2);
      expect(after.per_day).toHaveLength(7);
      expect(after.per_day[6]).toEqual({ day: new Date().toISOString().slice(0, 10), members: before.per_day[6].members + 2, reports: before.per_day[6].reports + 1, content: before.per_day[6].content + 1 });
      const posts = (s: { content: { type: string; total: number }[] }) => s.content.find((c) => c.type === 'post')!.total;
      expect(posts(after)).toBe(posts(before) + 1);
      expect((await as(moderator).get('/stats?days=1000')).status).toBe(422);
    });
  });
});
