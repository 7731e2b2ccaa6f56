import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { sql, sqlOne } from '../sql';

/**
 * Life for the demo accounts: friendships, a pending request, wall posts with likes and
 * comments, and a chat with a few messages, so a newcomer's first sign-in shows a working
 * community. Runs only when the demo members exist and have no posts yet.
 */
export class DemoCommunitySeeder extends Seeder {
  async run(orm: EntityManager): Promise<void> {
    const em = orm as SqlEntityManager;
    const ids = new Map<string, number>();
    for (const row of await sql<{ id: number; username: string }>(em, "select id, username from users where email like '%@plaza.local'")) {
      ids.set(row.username, row.id);
    }
    const [ana, sam, noor] = [ids.get('ana'), ids.get('sam'), ids.get('noor')];
    if (!ana || !sam || !noor || (await sqlOne(em, 'select 1 from posts where user_id in (?, ?, ?)', [ana, sam, noor]))) {
      return;
    }
    await em.transactional(async (tx) => {
      const t = tx as SqlEntityManager;
      await sql(
        t,
        `insert into friendships (requester_id, addressee_id, status, created_at, accepted_at) values
           (?, ?, 'accepted', now() - interval '9 days', now() - interval '8 days'),
           (?, ?, 'accepted', now() - interval '5 days', now() - interval '5 days'),
           (?, ?, 'pending', now() - interval '1 hour', null)
         on conflict do nothing`,
        [ana, sam, sam, noor, noor, ana],
      );
      const post = async (userId: number, body: string, ago: string) =>
        (await sqlOne<{ id: number }>(t, `insert into posts (user_id, body, created_at) values (?, ?, now() - interval '${ago}') returning id`, [userId, body]))!.id;
      const bike = await post(ana, 'Found a lovely second-hand road bike at the Saturday market. Anyone up for a ride along the river on Sunday?', '2 days');
      const photos = await post(sam, 'Golden hour over the old bridge tonight. The light lasted about four minutes, worth every second.', '1 day');
      await post(noor, 'Book club this month: "The Left Hand of Darkness". We meet Thursday at the library café, newcomers welcome!', '6 hours');
      await sql(t, 'insert into post_likes (post_id, user_id) values (?, ?), (?, ?), (?, ?)', [bike, sam, photos, ana, photos, noor]);
      await sql(
        t,
        `insert into post_comments (post_id, user_id, body, created_at) values
           (?, ?, ?, now() - interval '40 hours'),
           (?, ?, ?, now() - interval '20 hours')`,
        [bike, sam, 'Count me in! 9 am at the bridge?', photos, ana, 'Stunning. Which lens was that?'],
      );
      const chat = (await sqlOne<{ id: number }>(
        t,
        `insert into chats (user_one_id, user_two_id, created_at, last_activity_at)
         values (?, ?, now() - interval '1 day', now() - interval '30 minutes') returning id`,
        [ana, sam],
      ))!.id;
      await sql(
        t,
        `insert into messages (chat_id, user_id, recipient_id, message, created_at, seen_at) values
           (?, ?, ?, ?, now() - interval '3 hours', now() - interval '2 hours'),
           (?, ?, ?, ?, now() - interval '2 hours', now() - interval '1 hour'),
           (?, ?, ?, ?, now() - interval '30 minutes', null)`,
        // Texts go as parameters: the SQL layer reads every literal '?' as a placeholder.
        [chat, ana, sam, 'Hi Sam! Still on for Sunday?', chat, sam, ana, 'Yes! 9 am at the bridge. Bring a spare tube 🙂', chat, ana, sam, 'Will do. See you there!'],
      );
    });
    process.stdout.write('Demo community: friendships, posts, likes, comments and a chat between ana and sam.\n');
  }
}
