import type { NotificationJob } from '../../common/notifications/notification-job';
import type { DemoSeed } from '../../common/demo/demo-seed';
import { excerpt } from '../../common/sql/fragments';
import { toIso } from '../../common/time/timestamps';
import { sql, sqlOne } from '../../database/sql';

type Stamped = { created_at: Date };

/**
 * Wall posts of the demo members with likes and comments; once committed, each like and comment
 * is announced as the live ones are (a `notifications.create` job, dated when it happened).
 */
export const seedDemoPosts: DemoSeed = async ({ em, queue, members, say }) => {
  const { ana, sam, noor } = await members();
  if (!ana || !sam || !noor || (await sqlOne(em, 'select 1 from posts where user_id in (?, ?, ?)', [ana.id, sam.id, noor.id]))) {
    return;
  }
  const jobs: NotificationJob[] = [];
  await em.transactional(async (t) => {
    const posts = new Map<number, { author: number; body: string }>();
    const post = async (userId: number, body: string, ago: string) => {
      const id = (await sqlOne<{ id: number }>(t, `insert into posts (user_id, body, created_at) values (?, ?, now() - interval '${ago}') returning id`, [userId, body]))!.id;
      posts.set(id, { author: userId, body });
      return id;
    };
    const bike = await post(ana.id, 'Found a lovely second-hand road bike at the Saturday market. Anyone up for a ride along the river on Sunday?', '2 days');
    const photos = await post(sam.id, 'Golden hour over the old bridge tonight. The light lasted about four minutes, worth every second.', '1 day');
    await post(noor.id, 'Book club this month: "The Left Hand of Darkness". We meet Thursday at the library café, newcomers welcome!', '6 hours');
    const likes = await sql<{ post_id: number; user_id: number } & Stamped>(
      t,
      `insert into post_likes (post_id, user_id, created_at) values
         (?, ?, now() - interval '47 hours'), (?, ?, now() - interval '23 hours'), (?, ?, now() - interval '22 hours')
       returning post_id, user_id, created_at`,
      [bike, sam.id, photos, ana.id, photos, noor.id],
    );
    for (const like of likes) {
      const liked = posts.get(like.post_id)!;
      const subject = { type: 'post', id: like.post_id };
      jobs.push({ type: 'LikedPost', recipientId: liked.author, actorId: like.user_id, subject, context: null, description: excerpt(liked.body), at: toIso(like.created_at) });
    }
    const comments = await sql<{ id: number; post_id: number; user_id: number; body: string } & Stamped>(
      t,
      `insert into post_comments (post_id, user_id, body, created_at) values
         (?, ?, ?, now() - interval '40 hours'),
         (?, ?, ?, now() - interval '20 hours')
       returning id, post_id, user_id, body, created_at`,
      [bike, sam.id, 'Count me in! 9 am at the bridge?', photos, ana.id, 'Stunning. Which lens was that?'],
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
  });
  // Committed: announce what happened, oldest first, as the live paths do.
  for (const job of jobs.sort((a, b) => a.at.localeCompare(b.at))) {
    await queue.add('notifications.create', job);
  }
  say('Demo wall: posts of Ana, Sam and Noor with likes, comments and their notifications.');
};
