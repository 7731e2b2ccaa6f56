import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import type { NotificationJob } from '../../modules/notifications';
import type { JobQueue } from '../../queue/job-queue';
import { excerpt } from '../../common/sql/fragments';
import { toIso } from '../../common/time/timestamps';
import { sql, sqlOne } from '../sql';
import { demoMemberIds } from './demo-members';

/** What the demo seeders may use besides the database. */
export interface SeedContext {
  /** The app's queue: the demo's notifications go through the same job as live ones. */
  queue?: JobQueue;
}

type Stamped = { created_at: Date };

/**
 * Life for the demo accounts: friendships, a pending request, wall posts with likes and
 * comments, and a chat with a few messages, so a newcomer's first sign-in shows a working
 * community. Each request, acceptance, like and comment is then announced as the live ones are
 * (a `notifications.create` job, dated when it happened), so the bell has news on first sign-in.
 * Runs only when the demo members exist and have no posts yet.
 */
export class DemoCommunitySeeder extends Seeder {
  async run(orm: EntityManager, context: SeedContext = {}): Promise<void> {
    const em = orm as SqlEntityManager;
    const ids = await demoMemberIds(em);
    const [ana, sam, noor] = [ids.get('ana'), ids.get('sam'), ids.get('noor')];
    if (!ana || !sam || !noor || (await sqlOne(em, 'select 1 from posts where user_id in (?, ?, ?)', [ana, sam, noor]))) {
      return;
    }
    const jobs: NotificationJob[] = [];
    await em.transactional(async (tx) => {
      const t = tx as SqlEntityManager;
      const friendships = await sql<{ requester_id: number; addressee_id: number; accepted_at: Date | null } & Stamped>(
        t,
        `insert into friendships (requester_id, addressee_id, status, created_at, accepted_at) values
           (?, ?, 'accepted', now() - interval '9 days', now() - interval '8 days'),
           (?, ?, 'accepted', now() - interval '5 days', now() - interval '5 days'),
           (?, ?, 'pending', now() - interval '1 hour', null)
         on conflict do nothing
         returning requester_id, addressee_id, created_at, accepted_at`,
        [ana, sam, sam, noor, noor, ana],
      );
      for (const f of friendships) {
        // The requester hears of an acceptance; the addressee of a pending request.
        const [recipientId, actorId] = f.accepted_at ? [f.requester_id, f.addressee_id] : [f.addressee_id, f.requester_id];
        const type = f.accepted_at ? 'FriendAccept' : 'FriendRequest';
        const at = new Date(f.accepted_at ?? f.created_at).toISOString();
        jobs.push({ type, recipientId, actorId, subject: { type: 'user', id: actorId }, context: null, description: null, at });
      }
      const posts = new Map<number, { author: number; body: string }>();
      const post = async (userId: number, body: string, ago: string) => {
        const id = (await sqlOne<{ id: number }>(t, `insert into posts (user_id, body, created_at) values (?, ?, now() - interval '${ago}') returning id`, [userId, body]))!.id;
        posts.set(id, { author: userId, body });
        return id;
      };
      const bike = await post(ana, 'Found a lovely second-hand road bike at the Saturday market. Anyone up for a ride along the river on Sunday?', '2 days');
      const photos = await post(sam, 'Golden hour over the old bridge tonight. The light lasted about four minutes, worth every second.', '1 day');
      await post(noor, 'Book club this month: "The Left Hand of Darkness". We meet Thursday at the library café, newcomers welcome!', '6 hours');
      const likes = await sql<{ post_id: number; user_id: number } & Stamped>(
        t,
        `insert into post_likes (post_id, user_id, created_at) values
           (?, ?, now() - interval '47 hours'), (?, ?, now() - interval '23 hours'), (?, ?, now() - interval '22 hours')
         returning post_id, user_id, created_at`,
        [bike, sam, photos, ana, photos, noor],
      );
      for (const like of likes) {
        const liked = posts.get(like.post_id)!;
        jobs.push({
          type: 'LikedPost',
          recipientId: liked.author,
          actorId: like.user_id,
          subject: { type: 'post', id: like.post_id },
          context: null,
          description: excerpt(liked.body),
          at: toIso(like.created_at),
        });
      }
      const comments = await sql<{ id: number; post_id: number; user_id: number; body: string } & Stamped>(
        t,
        `insert into post_comments (post_id, user_id, body, created_at) values
           (?, ?, ?, now() - interval '40 hours'),
           (?, ?, ?, now() - interval '20 hours')
         returning id, post_id, user_id, body, created_at`,
        [bike, sam, 'Count me in! 9 am at the bridge?', photos, ana, 'Stunning. Which lens was that?'],
      );
      for (const comment of comments) {
        jobs.push({
          type: 'CommentedPost',
          recipientId: posts.get(comment.post_id)!.author,
          actorId: comment.user_id,
          subject: { type: 'post', id: comment.post_id },
          context: { type: 'comment', id: comment.id },
          description: excerpt(comment.body),
          at: toIso(comment.created_at),
        });
      }
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
    // Committed: announce what happened, oldest first, as the live paths do.
    for (const job of jobs.sort((a, b) => a.at.localeCompare(b.at))) {
      await context.queue?.add('notifications.create', job);
    }
    process.stdout.write('Demo community: friendships, posts, likes, comments, their notifications and a chat between ana and sam.\n');
  }
}
