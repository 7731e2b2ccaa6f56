import type { AuthUser } from '../../common/auth/auth-user';
import { renderMarkdown } from '../../common/content/markdown';
import { categoryId, type DemoSeed } from '../../common/demo/demo-seed';
import { sqlOne } from '../../database/sql';
import { ForumsRepository } from './forums.repository';
import { ForumsService } from './forums.service';

/** Forum threads: the moderator's pinned welcome, a question with replies (not announced), an introductions thread. */
export const seedDemoForums: DemoSeed = async ({ app, em, members, say }) => {
  const { ana, sam, noor, moderator } = await members();
  if (!ana || !sam || !noor || !moderator || (await sqlOne(em, 'select 1 from forum_threads where user_id in (?, ?, ?, ?)', [ana.id, sam.id, noor.id, moderator.id]))) {
    return;
  }
  const forums = app.get(ForumsService);
  const replies = app.get(ForumsRepository);
  const reply = (threadId: number, member: AuthUser, body: string) => replies.addReply(threadId, member.id, body, renderMarkdown(body).html);
  const welcome = await forums.create(moderator, {
    title: 'Welcome to the Plaza forums: read me first',
    category: await categoryId(em, 'forum', 'general'),
    body: 'Be kind, stay on topic, and use the categories. Moderators pin what everyone should see.',
    visibility: 'public',
  });
  await forums.moderate(moderator, welcome.id, { pinned: true, locked: true });
  const bakery = await forums.create(ana, {
    title: 'Best bakery for sourdough near the market?',
    category: await categoryId(em, 'forum', 'neighbourhood'),
    body: 'Mine closed last week. Where do you get a proper **sourdough**?',
  });
  await reply(bakery.id, sam, 'The small one behind the fish market. Go before 9, it sells out.');
  await reply(bakery.id, noor, 'Seconded! Their rye is great too.');
  await reply(bakery.id, ana, 'Thanks both, trying it on Saturday.');
  await forums.create(noor, {
    title: 'Introduce yourself!',
    category: await categoryId(em, 'forum', 'introductions'),
    body: 'New here? Say hello and tell us what brings you to Plaza.',
  });
  say('Demo forums: three threads, one pinned, one with replies.');
};
