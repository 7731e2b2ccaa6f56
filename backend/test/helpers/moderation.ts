import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../src/database/sql';
import type { TestUser } from './factories';
import type { TestApp } from './test-app';

/** Plain SQL on the test app's database (setting roles, checking rows). */
export const dbOf = (t: TestApp) => (text: string, params: unknown[] = []) => sql<any>(t.app.get(EntityManager).fork(), text, params);

/** Gives a member a role straight in the database (the demo seed does the same). */
export async function makeStaff(t: TestApp, u: TestUser, role: 'moderator' | 'admin' = 'moderator'): Promise<TestUser> {
  await dbOf(t)('update users set role = ? where id = ?', [role, u.id]);
  return u;
}

/** A text post by `u`, through the API. */
export async function newPost(t: TestApp, u: TestUser, body = 'Buy cheap watches at spam.example'): Promise<{ id: number }> {
  const form = new FormData();
  form.append('body', body);
  const res = await t.request('POST', '/api/posts', { token: u.access_token, body: form });
  if (res.status !== 201) {
    throw new Error(`post failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data;
}

/** A report through the API; answers the response. */
export const report = (t: TestApp, u: TestUser, subject_type: string, subject_id: number, reason = 'spam', details?: string) =>
  t.request('POST', '/api/reports', { token: u.access_token, body: { subject_type, subject_id, reason, ...(details === undefined ? {} : { details }) } });

/** A chat between two members with one message from `from`; answers the message. */
export async function chatMessage(t: TestApp, from: TestUser, to: TestUser, text = 'You will regret this'): Promise<{ id: number; chat_id: number }> {
  const chat = await t.request('POST', '/api/chats', { token: from.access_token, body: { user_id: to.id } });
  const sent = await t.request('POST', `/api/chats/${chat.body.data.id}/messages`, { token: from.access_token, body: { message: text } });
  if (sent.status !== 201) {
    throw new Error(`send failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  }
  return sent.body.data;
}
