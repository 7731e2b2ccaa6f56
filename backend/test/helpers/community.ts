import type { TestUser } from './factories';
import type { TestApp } from './test-app';

/** The categories of a section (blogs, events, forums). */
export async function categoriesOf(t: TestApp, u: TestUser, section: 'blogs' | 'events' | 'forums'): Promise<{ id: number; name: string; slug: string }[]> {
  const res = await t.request('GET', `/api/${section}/categories`, { token: u.access_token });
  if (res.status !== 200) {
    throw new Error(`categories: ${res.status}`);
  }
  return res.body.data;
}

/** The types, subjects and authors of a member's notifications, newest first (after the queues ran). */
export async function notificationsOf(t: TestApp, u: TestUser): Promise<[string, { type: string; id: number } | null, number][]> {
  await t.drainQueues();
  const res = await t.request('GET', '/api/notifications', { token: u.access_token });
  return res.body.data.map((n: { type: string; subject: { type: string; id: number } | null; user: { id: number } }) => [n.type, n.subject, n.user.id]);
}
