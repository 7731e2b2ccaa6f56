/**
 * A realistic data set written straight in SQL (signing up thousands of members through the API
 * would spend minutes in argon2): members with common names, a session each, friendships,
 * chats with messages, posts with likes, notifications. Deterministic (setseed), so two runs
 * measure the same data. Member 1 is "the measured member": an active one, with many friends,
 * chats, notifications and a busy chat.
 */
import { withClient } from './harness.mjs';

/** Common first and last names, so short search terms ("an", "mar", "son") match many members. */
const FIRST = [
  'Ana', 'Anna', 'Andrea', 'Antonio', 'Maria', 'Mario', 'Marco', 'Martin', 'Marta', 'José', 'Josh', 'John', 'Johanna', 'Jonas',
  'Sam', 'Samuel', 'Sara', 'Sarah', 'Noor', 'Nora', 'Nina', 'Leo', 'Leon', 'Lea', 'Lena', 'Luca', 'Lucas', 'Lucia', 'Emma',
  'Emil', 'Elena', 'Eli', 'David', 'Daniel', 'Dana', 'Chris', 'Christine', 'Karl', 'Karin', 'Kim', 'Tom', 'Thomas', 'Tim',
  'Paul', 'Paula', 'Pedro', 'Peter', 'Olga', 'Omar', 'Ali', 'Alice', 'Alex', 'Alexandra', 'Ben', 'Bea', 'Hannah', 'Hugo',
  'Iris', 'Ivan', 'Zoe', 'Yusuf', 'Mia', 'Max', 'Rosa', 'Raúl', 'Sofia', 'Søren', 'Fatima', 'Felix', 'Gabriel', 'Grace',
];
const LAST = [
  'Álvarez', 'Anderson', 'Andersen', 'Brown', 'Bauer', 'Becker', 'Costa', 'Cohen', 'Dubois', 'Díaz', 'Evans', 'Fischer',
  'García', 'González', 'Hansen', 'Hernández', 'Ivanov', 'Jensen', 'Johnson', 'Jones', 'Khan', 'Kim', 'Klein', 'Larsen',
  'Lee', 'López', 'Martin', 'Martínez', 'Meyer', 'Miller', 'Moreau', 'Müller', 'Nielsen', 'Novak', 'Olsen', 'Pérez',
  'Petrov', 'Ramírez', 'Richter', 'Rossi', 'Sánchez', 'Schmidt', 'Schneider', 'Silva', 'Smith', 'Sousa', 'Taylor',
  'Thomas', 'Torres', 'Wagner', 'Weber', 'Williams', 'Wilson', 'Wright', 'Young', 'Zimmermann', 'Yilmaz', 'Nguyen',
];

const sqlArray = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/**
 * Writes `members` members (ids 1..members on an empty database), each with a session; then,
 * unless `membersOnly`, friendships (about 20 accepted per member), chats (about 10 per member),
 * `messages` messages, `posts` posts with likes, and `notifications` notifications. Returns
 * what the benchmarks need: every member's id and session id.
 */
export async function seedSocial(databaseUrl, { members, messages = 0, posts = 0, notifications = 0, membersOnly = false }) {
  return withClient(databaseUrl, async (c) => {
    await c.query('select setseed(0.42)');
    await c.query(
      `insert into users (first_name, last_name, username, email, password_hash, avatar, is_online, status, created_at)
       select f[1 + (g * 7 + g / 13) % cardinality(f)], l[1 + (g * 11 + g / 7) % cardinality(l)],
              'm' || g || '_' || lower(left(f[1 + (g * 7 + g / 13) % cardinality(f)], 3)),
              'member' || g || '@bench.invalid', 'not-a-password-hash',
              case when g % 3 = 0 then null else 'avatar-' || g || '.webp' end,
              g % 4 = 0, case when g % 10 = 0 then 'away' else 'online' end,
              now() - (g || ' minutes')::interval
         from generate_series(1, $1::int) g, (select ${sqlArray(FIRST)} as f, ${sqlArray(LAST)} as l) names`,
      [members],
    );
    const sessions = await c.query(`insert into sessions (user_id, user_agent) select id, 'bench' from users order by id returning id, user_id`);
    const sessionOf = new Map(sessions.rows.map((r) => [r.user_id, r.id]));
    if (!membersOnly) {
      // Member g befriends g+1..g+10 (accepted) and g+11, g+12 (pending): ~20 friends each.
      await c.query(
        `insert into friendships (requester_id, addressee_id, status, created_at, accepted_at)
         select g, 1 + (g + k - 1) % $1, case when k <= 10 then 'accepted' else 'pending' end,
                now() - ((g * 13 + k * 7) % 50000 || ' minutes')::interval,
                case when k <= 10 then now() - ((g * 13 + k * 7) % 40000 || ' minutes')::interval end
           from generate_series(1, $1::int) g, generate_series(1, 12) k`,
        [members],
      );
      // Chats between g and g+1..g+5: ten per member; member 1 also chats with 60 others.
      await c.query(
        `insert into chats (user_one_id, user_two_id, created_at, last_activity_at)
         select g, 1 + (g + k - 1) % $1, now() - interval '60 days', now() - interval '60 days'
           from generate_series(1, $1::int) g, generate_series(1, 5) k
         union all
         select 1, o, now() - interval '60 days', now() - interval '60 days' from generate_series(100, 159) o
         on conflict do nothing`,
        [members],
      );
      // Messages: a tenth in member 1's first chat, the rest spread with a skew (busy chats get more).
      await c.query(
        `with ch as (select id, user_one_id, user_two_id, row_number() over (order by id) as n, count(*) over () as total from chats),
         picks as (
           select i, case when i % 10 = 0 then 1 else 1 + floor(power(random(), 2) * (select max(n) from ch))::int end as n
             from generate_series(1, $1::int) i
         )
         insert into messages (chat_id, user_id, recipient_id, message, created_at, seen_at)
         select ch.id,
                case when p.i % 2 = 0 then ch.user_one_id else ch.user_two_id end,
                case when p.i % 2 = 0 then ch.user_two_id else ch.user_one_id end,
                'Message ' || p.i || ': ' || left(md5(p.i::text), 8 + p.i % 24),
                now() - ((($1 - p.i) * 20) || ' seconds')::interval,
                case when p.i % 5 = 0 then null else now() end
           from picks p join ch on ch.n = p.n
          order by p.i`,
        [messages],
      );
      await c.query(
        `update chats c set last_activity_at = m.last from (select chat_id, max(created_at) as last from messages group by chat_id) m where m.chat_id = c.id`,
      );
      await c.query(
        `insert into posts (user_id, body, created_at)
         select 1 + (g * 37) % $2, 'Post ' || g || ' ' || repeat(md5(g::text) || ' ', 1 + g % 5), now() - ((($1 - g) * 30) || ' seconds')::interval
           from generate_series(1, $1::int) g`,
        [posts, members],
      );
      await c.query(
        `insert into post_likes (post_id, user_id)
         select p.id, 1 + (p.id * 17 + k * 101) % $1 from posts p, generate_series(0, 1 + p.id % 3) k
         on conflict do nothing`,
        [members],
      );
      await c.query('update posts p set likes_count = l.n from (select post_id, count(*)::int as n from post_likes group by post_id) l where l.post_id = p.id');
      // Notifications: member 1 gets 200; the rest go round everyone.
      await c.query(
        `insert into notifications (user_id, actor_id, type, subject_type, subject_id, description, dedupe_key, read_at, created_at)
         select case when g <= 200 then 1 else 1 + g % $2 end as user_id,
                2 + (g * 7) % ($2 - 1) as actor_id,
                (array['FriendRequest', 'FriendAccept', 'LikedPost', 'CommentedPost'])[1 + g % 4],
                'user', 2 + (g * 7) % ($2 - 1), null, 'bench-' || g,
                case when g % 3 = 0 then null else now() end,
                now() - (g || ' minutes')::interval
           from generate_series(1, $1::int) g
          where (case when g <= 200 then 1 else 1 + g % $2 end) <> 2 + (g * 7) % ($2 - 1)`,
        [notifications, members],
      );
    }
    await c.query('analyze');
    const chat = (await c.query('select id from chats where user_one_id = 1 order by id limit 1')).rows[0]?.id;
    return { sessionOf, busyChatId: chat };
  });
}
