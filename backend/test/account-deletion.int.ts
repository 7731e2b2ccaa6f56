import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AccountDataSweeper, AccountEraser, ErasureStopped } from '../src/modules/account-data';
import { newUser, PASSWORD, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { lastMailTo } from './helpers/mail';
import { populate, type MemberWorld } from './helpers/member-data';
import { dbOf, makeStaff } from './helpers/moderation';
import { connect, disconnected } from './helpers/sockets';
import { enrolTotp } from './helpers/two-factor';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** Rows per table and column that reference member `id` (every foreign key to users). */
async function rowsOf(t: TestApp, id: number): Promise<Record<string, number>> {
  const db = dbOf(t);
  const columns = await db(
    `select c.conrelid::regclass::text as "table", a.attname as "column"
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { table, column } of columns as { table: string; column: string }[]) {
    const [{ n }] = await db(`select count(*)::int as n from ${table} where ${column} = ?`, [id]);
    if (n > 0) {
      counts[`${table}.${column}`] = n;
    }
  }
  const [{ sent }] = await db('select count(*)::int as sent from messages where user_id = ?', [id]);
  if (sent > 0) {
    counts['messages.user_id'] = sent;
  }
  return counts;
}

describe('leave: account deletion', () => {
  let t: TestApp;
  const db = () => dbOf(t);
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, ACCOUNT_DELETION_SWEEP_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is scheduled with the password after the grace period, shown at sign-in, and cancelled', async () => {
    const me = await newUser(t);
    const wrong = await t.request('POST', '/api/me/deletion', { token: me.access_token, body: { password: 'Not-my-password1!' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The current password is incorrect'] });
    expect((await t.request('POST', '/api/me/deletion', { token: me.access_token, body: {} })).body.errors).toEqual({ password: ['Password is required!'] });

    const scheduled = await t.request('POST', '/api/me/deletion', { token: me.access_token, body: { password: PASSWORD } });
    expect(scheduled.status).toBe(200);
    const when = new Date(scheduled.body.data.deletion_scheduled_at).getTime();
    expect(Math.abs(when - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
    await t.drainQueues();
    expect(lastMailTo(t, me.email)).toContain('Your Plaza account will be deleted');
    expect((await t.request('POST', '/api/me/deletion', { token: me.access_token, body: { password: PASSWORD } })).status).toBe(409);

    // Signing in during the grace period works, and the user says when (the app's banner).
    const login = await t.request('POST', '/api/auth/login', { body: { email: me.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.deletion_scheduled_at).toBe(scheduled.body.data.deletion_scheduled_at);
    // Not yet due: the sweep leaves the account alone.
    await t.app.get(AccountDataSweeper).sweep();
    await t.drainQueues();
    expect((await t.request('GET', '/api/auth/me', { token: me.access_token })).status).toBe(200);

    const cancelled = await t.request('DELETE', '/api/me/deletion', { token: login.body.token.access_token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toEqual({ deletion_scheduled_at: null });
    expect((await t.request('DELETE', '/api/me/deletion', { token: me.access_token })).status).toBe(409);
    const again = await t.request('POST', '/api/auth/login', { body: { email: me.email, password: PASSWORD } });
    expect(again.body.user.deletion_scheduled_at).toBeNull();
  });

  it('asks for the second factor when an authenticator app is on (a recovery code does too)', async () => {
    const me = await newUser(t);
    const { recoveryCodes } = await enrolTotp(t, me);
    const withoutCode = await t.request('POST', '/api/me/deletion', { token: me.access_token, body: { password: PASSWORD } });
    expect(withoutCode.status).toBe(422);
    expect(withoutCode.body.errors).toEqual({ code: ['Enter the 6-digit code from your authenticator app.'] });
    const wrong = await t.request('POST', '/api/me/deletion', { token: me.access_token, body: { password: PASSWORD, code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);
    const scheduled = await t.request('POST', '/api/me/deletion', { token: me.access_token, body: { password: PASSWORD, code: recoveryCodes[0] } });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.deletion_scheduled_at).not.toBeNull();
  });

  it('erases the member in batches when due, resumes after being killed midway, and touches nobody else', async () => {
    const [me, friend, stranger, bystander, bystanderFriend] = [await newUser(t), await newUser(t), await newUser(t), await newUser(t), await newUser(t)];
    // Two other members with a world of their own, who never met the member.
    await populate(t, bystander, bystanderFriend, stranger);
    await t.drainQueues();
    const othersFiles = filesUnder(t.config.uploadsDir);
    const world: MemberWorld = await populate(t, me, friend, stranger);
    await t.drainQueues();
    const bystanderBefore = await rowsOf(t, bystander.id);
    const myFiles = filesUnder(t.config.uploadsDir).filter((f) => !othersFiles.includes(f));
    expect(myFiles.length).toBeGreaterThan(5);
    const [{ avatar }] = await db()('select avatar from users where id = ?', [me.id]);
    const socket = await connect(t, me.access_token);

    expect((await t.request('POST', '/api/me/deletion', { token: me.access_token, body: { password: PASSWORD } })).status).toBe(200);
    await db()('update users set deletion_scheduled_at = now() - interval \'1 minute\' where id = ?', [me.id]);

    // Killed halfway: some of it is gone, some not; access has ended already.
    const eraser = t.app.get(AccountEraser);
    const closed = disconnected(socket);
    await expect(eraser.erase(me.id, { batchSize: 2, stopAfterBatches: 12 })).rejects.toBeInstanceOf(ErasureStopped);
    expect(await closed).toBe('io server disconnect');
    expect((await t.request('GET', '/api/auth/me', { token: me.access_token })).status).toBe(401);
    expect((await t.request('POST', '/api/auth/login', { body: { email: me.email, password: PASSWORD } })).status).toBe(401);
    const halfway = await rowsOf(t, me.id);
    expect(Object.keys(halfway).length).toBeGreaterThan(3);

    // The sweep finds the member still not erased and runs the erasure again, to the end.
    expect(await t.app.get(AccountDataSweeper).sweep()).toContain(me.id);
    await t.drainQueues();
    const [user] = await db()('select first_name, last_name, username, email, avatar, about, erased_at from users where id = ?', [me.id]);
    expect(user).toMatchObject({ first_name: 'Deleted', last_name: 'member', username: `deleted~${me.id}`, email: `deleted~${me.id}`, avatar: null, about: null });
    expect(user.erased_at).not.toBeNull();

    // What is left points at the tombstone on purpose: the chat with the friend (and the messages
    // in it), the reply in the friend's thread; nothing else.
    expect(await rowsOf(t, me.id)).toEqual({ 'chats.user_one_id': 1, 'forum_replies.user_id': 1, 'messages.user_id': 1 });
    for (const file of myFiles) {
      expect(existsSync(join(t.config.uploadsDir, file))).toBe(false);
    }
    expect(existsSync(join(t.config.uploadsDir, 'public', 'avatars', avatar))).toBe(false);
    expect(existsSync(join(t.config.uploadsDir, 'storage', String(me.id)))).toBe(false);

    // The friend still reads the chat, the member's message signed "Deleted member".
    const chats = await t.request('GET', '/api/chats', { token: friend.access_token });
    const chat = chats.body.data.find((c: { id: number }) => c.id === world.chatId);
    expect(chat).toBeDefined();
    expect(JSON.stringify(chat)).toContain('Deleted');
    const messages = await t.request('GET', `/api/chats/${world.chatId}/messages`, { token: friend.access_token });
    expect(messages.status).toBe(200);
    expect(JSON.stringify(messages.body)).toContain('Hello from me');
    expect(JSON.stringify(messages.body)).toContain('Hello back from friend');
    const replies = await t.request('GET', `/api/forums/${world.friendThreadId}/replies`, { token: friend.access_token });
    expect(replies.body.data).toEqual([expect.objectContaining({ body: 'My reply in the friend thread', user: expect.objectContaining({ first_name: 'Deleted', last_name: 'member' }) })]);
    // The friend's own things stand; what the member gave them (a comment, a like) is gone.
    const friendPost = await t.request('GET', `/api/posts/${world.friendPostId}`, { token: friend.access_token });
    expect(friendPost.body.data).toMatchObject({ body: 'Friend post', likes_count: 0, comments_count: 0 });
    expect((await t.request('GET', `/api/posts/${world.postId}`, { token: friend.access_token })).status).toBe(404);
    expect((await t.request('GET', `/api/users/${me.username}`, { token: friend.access_token })).status).toBe(404);
    expect((await t.request('GET', `/api/users/${encodeURIComponent(`deleted~${me.id}`)}`, { token: friend.access_token })).status).toBe(404);
    // Nothing of the bystanders changed, in the database or on disk.
    expect(await rowsOf(t, bystander.id)).toEqual(bystanderBefore);
    for (const file of othersFiles) {
      expect(existsSync(join(t.config.uploadsDir, file))).toBe(true);
    }
    // Run once more: nothing to do, nothing breaks.
    expect(await eraser.erase(me.id)).toBe(false);
  });

  it('lets a moderator delete an account at once, with the reason in the audit log', async () => {
    const moderator = await makeStaff(t, await newUser(t));
    const member = await newUser(t);
    const other = await newUser(t);
    expect((await t.request('POST', `/api/admin/users/${member.id}/delete`, { token: other.access_token, body: { reason: 'Spam' } })).status).toBe(403);
    expect((await t.request('POST', `/api/admin/users/${member.id}/delete`, { token: moderator.access_token, body: {} })).status).toBe(422);
    const res = await t.request('POST', `/api/admin/users/${member.id}/delete`, { token: moderator.access_token, body: { reason: 'Spam account' } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/auth/me', { token: member.access_token })).status).toBe(401);
    await t.drainQueues();
    const [user] = await db()('select first_name, erased_at, deletion_requested_by from users where id = ?', [member.id]);
    expect(user).toMatchObject({ first_name: 'Deleted', deletion_requested_by: moderator.id });
    expect(user.erased_at).not.toBeNull();
    const audit = await t.request('GET', '/api/admin/audit-log?action=delete', { token: moderator.access_token });
    expect(audit.body.data).toEqual([expect.objectContaining({ action: 'delete', reason: 'Spam account' })]);

    // The console says which accounts are deleted and which are in their grace period.
    const leaving = await newUser(t);
    await t.request('POST', '/api/me/deletion', { token: leaving.access_token, body: { password: PASSWORD } });
    const listed = async (status: string) =>
      (await t.request('GET', `/api/admin/users?status=${status}&take=100`, { token: moderator.access_token })).body.data.map((u: { id: number }) => u.id);
    expect((await t.request('GET', `/api/admin/users/${member.id}`, { token: moderator.access_token })).body.data).toMatchObject({ status: 'deleted', deletion_scheduled_at: null });
    const grace = (await t.request('GET', `/api/admin/users/${leaving.id}`, { token: moderator.access_token })).body.data;
    expect(grace.status).toBe('deleting');
    expect(grace.deletion_scheduled_at).not.toBeNull();
    expect(await listed('deleted')).toEqual(expect.arrayContaining([member.id]));
    expect(await listed('deleted')).not.toContain(leaving.id);
    expect(await listed('deleting')).toEqual([leaving.id]);
    expect(await listed('active')).not.toEqual(expect.arrayContaining([member.id]));
    expect(await listed('active')).not.toContain(leaving.id);
    expect(await listed('active')).toContain(other.id);
  });
});

describe('signed download URLs die with the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, ACCOUNT_DELETION_SWEEP_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function storedFile(u: TestUser): Promise<string> {
    const res = await t.request('POST', '/api/storage', { token: u.access_token, body: form({}, { files: { data: Buffer.from('secret plans'), name: 'plans.txt', type: 'text/plain' } }) });
    return (Array.isArray(res.body.data) ? res.body.data[0] : res.body.data).url;
  }
  const follow = async (url: string) => (await fetch(`${t.url}${url}`)).status;

  it('stops a stored file’s and an export’s link when the member is banned, suspended or deleted', async () => {
    const admin = await makeStaff(t, await newUser(t), 'admin');
    const member = await newUser(t);
    const url = await storedFile(member);
    expect(await t.request('POST', '/api/me/exports', { token: member.access_token })).toMatchObject({ status: 201 });
    await t.drainQueues();
    const exportUrl = (await t.request('GET', '/api/me/exports', { token: member.access_token })).body.data[0].download_url;
    expect(await follow(url)).toBe(200);
    expect(await follow(exportUrl)).toBe(200);

    expect((await t.request('POST', `/api/admin/users/${member.id}/ban`, { token: admin.access_token, body: {} })).status).toBe(200);
    expect(await follow(url)).toBe(404);
    expect(await follow(exportUrl)).toBe(404);
    expect((await t.request('POST', `/api/admin/users/${member.id}/unban`, { token: admin.access_token, body: {} })).status).toBe(200);
    expect(await follow(url)).toBe(200);

    const until = new Date(Date.now() + 86_400_000).toISOString();
    expect((await t.request('POST', `/api/admin/users/${member.id}/suspend`, { token: admin.access_token, body: { until } })).status).toBe(200);
    expect(await follow(url)).toBe(404);
    expect(await follow(exportUrl)).toBe(404);
    expect((await t.request('POST', `/api/admin/users/${member.id}/unban`, { token: admin.access_token, body: {} })).status).toBe(200);
    expect(await follow(exportUrl)).toBe(200);

    // Deleted: the link dies at once, before the erasure has even run.
    await dbOf(t)("update users set deletion_scheduled_at = now() - interval '1 minute', deleted_at = now() where id = ?", [member.id]);
    expect(await follow(url)).toBe(404);
    expect(await follow(exportUrl)).toBe(404);
  });

  it('stops a friend’s link to a shared file when the friend is banned, and the owner’s deletion ends it too', async () => {
    const admin = await makeStaff(t, await newUser(t), 'admin');
    const [owner, friend] = [await newUser(t), await newUser(t)];
    await t.request('POST', '/api/friends/add', { token: owner.access_token, body: { user_id: friend.id } });
    await t.request('POST', '/api/friends/accept', { token: friend.access_token, body: { user_id: owner.id } });
    const res = await t.request('POST', '/api/storage', { token: owner.access_token, body: form({}, { files: { data: Buffer.from('shared'), name: 'shared.txt', type: 'text/plain' } }) });
    const item = Array.isArray(res.body.data) ? res.body.data[0] : res.body.data;
    await t.request('POST', '/api/storage/shared', { token: owner.access_token, body: form({ storage_id: item.id, user_ids: friend.id }) });
    const friendUrl = (await t.request('GET', `/api/storage/${item.id}`, { token: friend.access_token })).body.data.url;
    expect(await follow(friendUrl)).toBe(200);
    await t.request('POST', `/api/admin/users/${friend.id}/ban`, { token: admin.access_token, body: {} });
    expect(await follow(friendUrl)).toBe(404);
    await t.request('POST', `/api/admin/users/${friend.id}/unban`, { token: admin.access_token, body: {} });
    expect(await follow(friendUrl)).toBe(200);
    await dbOf(t)("update users set deletion_scheduled_at = now(), deleted_at = now() where id = ?", [owner.id]);
    expect(await follow(friendUrl)).toBe(404);
  });
});
