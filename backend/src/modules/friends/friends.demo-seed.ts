import type { DemoSeed } from '../../common/demo/demo-seed';
import { toIso } from '../../common/time/timestamps';
import { sql, sqlOne } from '../../database/sql';

/**
 * Friends for the demo: Ana and Sam, Sam and Noor, and Noor's pending request to Ana, each
 * announced as the live paths do (a `notifications.create` job, dated when it happened).
 */
export const seedDemoFriends: DemoSeed = async ({ em, queue, members, say }) => {
  const { ana, sam, noor } = await members();
  if (!ana || !sam || !noor || (await sqlOne(em, 'select 1 from friendships where requester_id in (?, ?, ?)', [ana.id, sam.id, noor.id]))) {
    return;
  }
  const friendships = await sql<{ requester_id: number; addressee_id: number; created_at: Date; accepted_at: Date | null }>(
    em,
    `insert into friendships (requester_id, addressee_id, status, created_at, accepted_at) values
       (?, ?, 'accepted', now() - interval '9 days', now() - interval '8 days'),
       (?, ?, 'accepted', now() - interval '5 days', now() - interval '5 days'),
       (?, ?, 'pending', now() - interval '1 hour', null)
     on conflict do nothing
     returning requester_id, addressee_id, created_at, accepted_at`,
    [ana.id, sam.id, sam.id, noor.id, noor.id, ana.id],
  );
  for (const f of friendships) {
    // The requester hears of an acceptance; the addressee of a pending request.
    const [recipientId, actorId] = f.accepted_at ? [f.requester_id, f.addressee_id] : [f.addressee_id, f.requester_id];
    const type = f.accepted_at ? 'FriendAccept' : 'FriendRequest';
    await queue.add('notifications.create', { type, recipientId, actorId, subject: { type: 'user', id: actorId }, context: null, description: null, at: toIso(f.accepted_at ?? f.created_at) });
  }
  say('Demo friends: Ana and Sam, Sam and Noor, and a pending request from Noor to Ana.');
};
