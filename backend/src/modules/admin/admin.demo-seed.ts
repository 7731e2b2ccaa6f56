import type { DemoSeed } from '../../common/demo/demo-seed';
import { sql, sqlOne } from '../../database/sql';

/**
 * Work for the demo moderator: a scam post and a spam comment by Noor, reported by Ana and Sam,
 * waiting in the reports queue. Runs once, when the demo wall exists and nothing was ever reported.
 */
export const seedDemoModeration: DemoSeed = async ({ em, members, say }) => {
  const { ana, sam, noor } = await members();
  const bookClub = noor && (await sqlOne<{ id: number }>(em, 'select id from posts where user_id = ? order by id limit 1', [noor.id]));
  if (!ana || !sam || !noor || !bookClub || (await sqlOne(em, 'select 1 from report_cases limit 1'))) {
    return;
  }
  await em.transactional(async (t) => {
    const scam = (await sqlOne<{ id: number }>(t, `insert into posts (user_id, body, created_at) values (?, ?, now() - interval '3 hours') returning id`, [
      noor.id,
      'Two front-row tickets for Friday’s concert, half price! Payment by gift card only, DM me quickly before they are gone.',
    ]))!.id;
    const spam = (await sqlOne<{ id: number }>(t, `insert into post_comments (post_id, user_id, body, created_at) values (?, ?, ?, now() - interval '2 hours') returning id`, [
      bookClub.id,
      noor.id,
      'PS: get 10k followers overnight at followers-fast.example 👉',
    ]))!.id;
    const report = async (type: string, id: number, reports: [number, string, string | null][]) => {
      const kase = (await sqlOne<{ id: number }>(
        t,
        `insert into report_cases (subject_type, subject_id, author_id, weight, reports_count, created_at, last_reported_at)
         values (?, ?, ?, ?, ?, now() - interval '90 minutes', now() - interval '30 minutes') returning id`,
        [type, id, noor.id, reports.length, reports.length],
      ))!.id;
      for (const [reporter, reason, details] of reports) {
        await sql(t, `insert into reports (case_id, reporter_id, reason, details, weight, created_at) values (?, ?, ?, ?, 1, now() - interval '1 hour')`, [kase, reporter, reason, details]);
      }
    };
    await report('post', scam, [
      [ana.id, 'scam', 'Gift cards only: this is how ticket scams work.'],
      [sam.id, 'scam', null],
    ]);
    await report('comment', spam, [[sam.id, 'spam', 'Link to a follower-selling site.']]);
  });
  say('Demo moderation: two open reports for the moderator.');
};
