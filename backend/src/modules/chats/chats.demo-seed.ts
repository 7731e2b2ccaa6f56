import type { DemoSeed } from '../../common/demo/demo-seed';
import { sql, sqlOne } from '../../database/sql';

/** A chat between Ana and Sam with a few messages, the last one not yet seen. */
export const seedDemoChats: DemoSeed = async ({ em, members, say }) => {
  const { ana, sam } = await members();
  if (!ana || !sam || (await sqlOne(em, 'select 1 from chats where user_one_id in (?, ?)', [ana.id, sam.id]))) {
    return;
  }
  await em.transactional(async (t) => {
    const chat = (await sqlOne<{ id: number }>(
      t,
      `insert into chats (user_one_id, user_two_id, created_at, last_activity_at)
       values (?, ?, now() - interval '1 day', now() - interval '30 minutes') returning id`,
      [ana.id, sam.id],
    ))!.id;
    await sql(
      t,
      `insert into messages (chat_id, user_id, recipient_id, message, created_at, seen_at) values
         (?, ?, ?, ?, now() - interval '3 hours', now() - interval '2 hours'),
         (?, ?, ?, ?, now() - interval '2 hours', now() - interval '1 hour'),
         (?, ?, ?, ?, now() - interval '30 minutes', null)`,
      // Texts go as parameters: the SQL layer reads every literal '?' as a placeholder.
      [chat, ana.id, sam.id, 'Hi Sam! Still on for Sunday?', chat, sam.id, ana.id, 'Yes! 9 am at the bridge. Bring a spare tube 🙂', chat, ana.id, sam.id, 'Will do. See you there!'],
    );
  });
  say('Demo chat: Ana and Sam.');
};
