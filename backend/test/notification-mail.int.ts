import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { JobQueue } from '../src/queue/job-queue';
import { newUser, type TestUser } from './helpers/factories';
import { chatMessage, dbOf, newPost } from './helpers/moderation';
import { startTestApp, THROTTLE_OFF, type TestApp } from './helpers/test-app';

const DELAY_MINUTES = 10;
const now = new Date();
/** The digest hour is the present UTC hour and weekly digests go out today, so a member in UTC is due now. */
const DIGEST_ENV = { MAIL_DIGEST_HOUR: String(now.getUTCHours()), MAIL_DIGEST_WEEKDAY: String(now.getUTCDay() || 7) };

/** Every .eml written to `to`, parsed, oldest first. */
async function outbox(t: TestApp, to: string): Promise<ParsedMail[]> {
  const dir = join(t.config.dataDir, 'mail');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(`-${to}.eml`))
        .sort()
    : [];
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

/** The notification mail (and digests) among a member's mail: the ones with a one-click unsubscribe. */
const notificationMail = async (t: TestApp, u: TestUser) =>
  (await outbox(t, u.email)).filter((m) => header(m, 'list-unsubscribe'));

/** The https (here http) unsubscribe address of a mail's List-Unsubscribe header. */
const unsubscribeUrl = (mail: ParsedMail) => /<(https?:[^>]+)>/.exec(header(mail, 'list-unsubscribe') ?? '')![1];

describe('notification mail', () => {
  let t: TestApp;
  const db = (text: string, params: unknown[] = []) => dbOf(t)(text, params);
  const put = (u: TestUser, body: unknown) =>
    t.request('PUT', '/api/me/notification-preferences', { token: u.access_token, body });
  const prefs = async (u: TestUser) =>
    (await t.request('GET', '/api/me/notification-preferences', { token: u.access_token })).body.data;
  /** Runs a sweep through the queue as the repeatable job would, and waits for the mail it queues. */
  const run = async (job: 'notifications.mail-sweep' | 'notifications.digest-sweep') => {
    await t.drainQueues();
    await t.app.get(JobQueue).add(job, {});
    await t.drainQueues();
  };
  /** Makes what `u` received look `minutes` old (the delay passed without them seeing it). */
  const age = async (u: TestUser, minutes: number) => {
    await db(`update messages set created_at = now() - make_interval(mins => ?) where recipient_id = ?`, [
      minutes,
      u.id,
    ]);
    await db(`update notifications set created_at = now() - make_interval(mins => ?) where user_id = ?`, [
      minutes,
      u.id,
    ]);
  };
  /** `u` has not visited for `days` days. */
  const away = (u: TestUser, days: number) =>
    db(`update sessions set last_used_at = now() - make_interval(days => ?) where user_id = ?`, [days, u.id]);

  beforeAll(async () => {
    t = await startTestApp({
      env: { ...THROTTLE_OFF, MAIL_NOTIFY_DELAY_MINUTES: String(DELAY_MINUTES), ...DIGEST_ENV },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('per event', () => {
    it('batches five unseen messages into one mail, with the sender, the words and a button to the chat; each is mailed once', async () => {
      const [ana, bo] = [
        await newUser(t, { first_name: 'Anabel' }),
        await newUser(t, { first_name: 'Boris', last_name: 'Reyes' }),
      ];
      let chatId = 0;
      for (let i = 1; i <= 5; i++) {
        chatId = (await chatMessage(t, bo, ana, `Message number ${i}`)).chat_id;
      }
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');

      const mails = await notificationMail(t, ana);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.subject).toBe('5 new messages on Plaza');
      for (let i = 1; i <= 5; i++) {
        expect(mail.text).toContain(`Boris Reyes sent you a message`);
        expect(mail.text).toContain(`"Message number ${i}"`);
        expect(mail.html).toContain(`Message number ${i}`);
      }
      expect(mail.text).toContain(`${t.config.publicUrl}/show_chat/${chatId}`);
      expect(mail.html).toContain(`href="${t.config.publicUrl}/show_chat/${chatId}"`);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(`${t.config.publicUrl}/settings/notifications`);

      // Another sweep, and another: nothing is mailed twice.
      await run('notifications.mail-sweep');
      await age(ana, DELAY_MINUTES + 2);
      await run('notifications.mail-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(1);
      expect(
        await db('select count(*)::int as n from notification_mailings where user_id = ? and via = ?', [
          ana.id,
          'event',
        ]),
      ).toEqual([{ n: 5 }]);
    });

    it('mails nothing for what the member saw within the delay, nor before the delay is over', async () => {
      const [ana, bo] = [await newUser(t), await newUser(t)];
      const sent = await chatMessage(t, bo, ana, 'Seen in time');
      await run('notifications.mail-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(0); // too early

      const seen = await t.request('POST', `/api/chats/${sent.chat_id}/messages/${sent.id}/seen`, {
        token: ana.access_token,
      });
      expect(seen.status).toBe(200);
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(0);
    });

    it('mails only the kinds the member chose: a friend request by default, a like only once they ask for it', async () => {
      const [ana, bo] = [await newUser(t), await newUser(t, { first_name: 'Boris', last_name: 'Reyes' })];
      expect(
        (await t.request('POST', '/api/friends/add', { token: bo.access_token, body: { user_id: ana.id } })).status,
      ).toBe(200);
      await t.drainQueues();
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      const [mail] = await notificationMail(t, ana);
      expect(mail.subject).toBe('Boris Reyes sent you a friend request');
      expect(mail.text).toContain(`Answer the request:\n${t.config.publicUrl}/u/${bo.username}`);

      const post = await newPost(t, ana, 'My first post');
      expect((await t.request('POST', `/api/posts/${post.id}/like`, { token: bo.access_token })).status).toBeLessThan(
        300,
      );
      await t.drainQueues();
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(1); // likes are not mailed by default
    });
  });

  describe('one-click unsubscribe, without signing in', () => {
    it('GET shows what it turns off and changes nothing; POST (RFC 8058) turns that email off; an altered link is refused', async () => {
      const [ana, bo] = [await newUser(t), await newUser(t)];
      await chatMessage(t, bo, ana, 'Unsubscribe me');
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      const [mail] = await notificationMail(t, ana);
      const url = unsubscribeUrl(mail);
      expect(mail.text).toContain(url); // the footer's link is the header's
      const path = url.slice(t.config.publicUrl.length);

      const page = await t.request('GET', path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('new chat messages');
      expect((await prefs(ana)).channels.chat_message.email).toBe(true);

      const done = await t.request('POST', path, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(done.status).toBe(200);
      expect(done.body).toContain('You are unsubscribed');
      const after = await prefs(ana);
      expect(after.channels.chat_message.email).toBe(false);
      expect(after.channels.friend_request.email).toBe(true); // only what the mail was about

      // No more message mail for her.
      await chatMessage(t, bo, ana, 'Still there?');
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(1);

      const altered = path.replace(/u=\d+/, `u=${bo.id}`);
      expect(
        (
          await t.request('POST', altered, {
            body: 'List-Unsubscribe=One-Click',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(404);
      expect((await t.request('GET', '/api/mail/unsubscribe?u=1&t=digest&s=nope')).status).toBe(404);
      expect((await prefs(bo)).channels.chat_message.email).toBe(true);
    });
  });

  describe('bounces', () => {
    it('stops notification mail to a bouncing address, until a link mailed there is followed', async () => {
      const ana = await newUser(t, {}, { confirmed: false });
      const bo = await newUser(t);
      await t.drainQueues();
      const link = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec((await outbox(t, ana.email))[0].text!)![1];
      await db('insert into mail_bounces (email, reason) values (lower(?), ?)', [
        ana.email,
        '550 5.1.1 No such mailbox',
      ]);
      await db('update users set email_verified_at = now() where id = ?', [ana.id]);
      await chatMessage(t, bo, ana, 'Into the void');
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(0);

      expect((await t.request('POST', `/api/auth/email/verify/${link}`)).status).toBe(200);
      expect(await db('select email from mail_bounces where email = lower(?)', [ana.email])).toEqual([]);
      // The next message that waits brings what was held back with it.
      await chatMessage(t, bo, ana, 'Back again');
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      const mails = await notificationMail(t, ana);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('"Into the void"');
      expect(mails[0].text).toContain('"Back again"');
    });
  });

  describe('digest', () => {
    it('mails a member away for the week what they have not seen and were not mailed, once; skipped when empty', async () => {
      const [ana, bo, cy] = [
        await newUser(t),
        await newUser(t, { first_name: 'Boris', last_name: 'Reyes' }),
        await newUser(t),
      ];
      // Already mailed per event: not again in the digest.
      await chatMessage(t, bo, ana, 'Mailed before');
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(1);
      // Seen: not in the digest.
      const seen = await chatMessage(t, cy, ana, 'Seen already');
      await t.request('POST', `/api/chats/${seen.chat_id}/messages/${seen.id}/seen`, { token: ana.access_token });
      // Neither seen nor mailed (likes are not mailed per event): in the digest.
      const post = await newPost(t, ana, 'A post to like');
      expect((await t.request('POST', `/api/posts/${post.id}/like`, { token: bo.access_token })).status).toBeLessThan(
        300,
      );
      await t.drainQueues();
      await away(ana, 8);
      await run('notifications.digest-sweep');

      const mails = await notificationMail(t, ana);
      expect(mails).toHaveLength(2);
      const digest = mails[1];
      expect(digest.subject).toBe('Your weekly Plaza digest: 1 thing you missed');
      expect(digest.text).toContain('Boris Reyes liked your post');
      expect(digest.text).not.toContain('Mailed before');
      expect(digest.text).not.toContain('Seen already');
      expect(digest.html).toContain(`href="${t.config.publicUrl}/posts/${post.id}"`);
      expect(unsubscribeUrl(digest)).toContain('t=digest');

      // The next sweep that day mails nothing more.
      await run('notifications.digest-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(2);
    });

    it('skips members with nothing new, members who visited, other time zones, and those who turned it off', async () => {
      const bo = await newUser(t);
      const empty = await newUser(t);
      const visited = await newUser(t);
      const elsewhere = await newUser(t);
      const off = await newUser(t);
      for (const u of [visited, elsewhere, off]) {
        await chatMessage(t, bo, u, 'Something to tell');
      }
      await put(elsewhere, { time_zone: 'Asia/Dhaka' }); // six hours ahead: not their morning
      await put(off, { digest: 'off' });
      for (const u of [empty, elsewhere, off]) {
        await away(u, 8);
      }
      await run('notifications.digest-sweep');
      for (const u of [empty, visited, elsewhere, off]) {
        expect(await notificationMail(t, u)).toHaveLength(0);
      }
      expect(
        await db('select user_id from mail_digests where user_id in (?, ?, ?)', [visited.id, elsewhere.id, off.id]),
      ).toEqual([]);
    });

    it('daily members get it daily; the digest unsubscribe turns the digest off', async () => {
      const [ana, bo] = [await newUser(t), await newUser(t)];
      await put(ana, { digest: 'daily', channels: { chat_message: { email: false } } });
      await chatMessage(t, bo, ana, 'Daily news');
      await away(ana, 2);
      await run('notifications.digest-sweep');
      const [digest] = await notificationMail(t, ana);
      expect(digest.subject).toBe('Your daily Plaza digest: 1 thing you missed');
      expect(digest.text).toContain('"Daily news"');

      const path = unsubscribeUrl(digest).slice(t.config.publicUrl.length);
      expect(
        (
          await t.request('POST', path, {
            body: 'List-Unsubscribe=One-Click',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(200);
      expect((await prefs(ana)).digest).toBe('off');
    });
  });

  describe('in the member’s language', () => {
    it('counts in the language’s plural forms: an Arabic digest of two things, a Portuguese one of three', async () => {
      const [amal, ines, bo, cy, di] = [await newUser(t), await newUser(t), await newUser(t), await newUser(t), await newUser(t)];
      await db("update users set language = 'ar' where id = ?", [amal.id]);
      await db("update users set language = 'pt-PT' where id = ?", [ines.id]);
      for (const u of [amal, ines]) {
        await put(u, { digest: 'daily', channels: { chat_message: { email: false } } });
      }
      await chatMessage(t, bo, amal, 'One');
      await chatMessage(t, cy, amal, 'Two');
      for (const from of [bo, cy, di]) {
        await chatMessage(t, from, ines, 'Olá');
      }
      await away(amal, 2);
      await away(ines, 2);
      await run('notifications.digest-sweep');

      const [arabic] = await notificationMail(t, amal);
      expect(arabic.subject).toBe('ملخصك اليومي من Plaza: فاتك أمران');
      expect(arabic.text).toContain('رسالتان غير مقروءتين');
      expect(arabic.html).toMatch(/<html[^>]* dir="rtl"/);
      expect(arabic.text).toContain('أوقف هذه الملخصات (بنقرة واحدة)');

      const [portuguese] = await notificationMail(t, ines);
      expect(portuguese.subject).toBe('O seu resumo diário do Plaza: 3 coisas que perdeu');
      expect(portuguese.text).toContain('3 mensagens por ler');
      expect(portuguese.text).toContain('Deixar de receber estes resumos (um clique)');
      expect(portuguese.html).toMatch(/<html[^>]* lang="pt-PT"/);
    });
  });

  // Last: the held job stays delayed for hours, and a queue with a delayed job drains only at its timeout.
  describe('quiet hours', () => {
    it('holds mail during quiet hours and sends it once they are over', async () => {
      const [ana, bo] = [await newUser(t), await newUser(t)];
      const hour = new Date().getUTCHours();
      expect(
        (await put(ana, { time_zone: 'UTC', quiet_hours_start: hour, quiet_hours_end: (hour + 2) % 24 })).status,
      ).toBe(200);
      await chatMessage(t, bo, ana, 'At night');
      await age(ana, DELAY_MINUTES + 1);
      await run('notifications.mail-sweep');
      expect(await notificationMail(t, ana)).toHaveLength(0);
      // Held as a delayed job for the end of the quiet hours, not dropped.
      const held = await t.app.get(JobQueue).counts();
      expect(held.notifications.delayed + held.notifications.waiting).toBeGreaterThanOrEqual(1);

      // Their end: the held job runs (here at once, as it would when its delay is over).
      expect((await put(ana, { quiet_hours_start: null, quiet_hours_end: null })).status).toBe(200);
      await t.app.get(JobQueue).add('notifications.mail-member', { userId: ana.id });
      await t.drainQueues();
      const mails = await notificationMail(t, ana);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('"At night"');
    });
  });
});
