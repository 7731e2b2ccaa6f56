import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { JobQueue } from '../src/queue/job-queue';
import { eventually } from './helpers/eventually';
import { newUser, type TestUser } from './helpers/factories';
import { chatMessage, dbOf } from './helpers/moderation';
import { startTestApp, THROTTLE_OFF, type TestApp } from './helpers/test-app';

/** An address the SMTP server refuses for good (550), as a mailbox that does not exist. */
const GONE = /^gone\./;

/** A real SMTP server on loopback: keeps what it receives, refuses GONE addresses at RCPT TO. */
async function startSmtp(): Promise<{
  port: number;
  received: { to: string[]; mail: ParsedMail }[];
  close: () => Promise<void>;
}> {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (GONE.test(address.address)) {
        const error = new Error('5.1.1 No such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail }))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

describe('mail through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const db = (text: string, params: unknown[] = []) => dbOf(t)(text, params);
  const mailsTo = (u: { email: string }) => smtp.received.filter((r) => r.to.includes(u.email)).map((r) => r.mail);
  const sweep = async () => {
    await t.drainQueues();
    await t.app.get(JobQueue).add('notifications.mail-sweep', {});
    await t.drainQueues();
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      env: {
        ...THROTTLE_OFF,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_NOTIFY_DELAY_MINUTES: '10',
        MAIL_NOTIFY_SWEEP_SECONDS: '1',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends account mail in both parts from one template, with its link in each', async () => {
    const u = await newUser(t);
    expect((await t.request('POST', '/api/auth/password/forgot', { body: { email: u.email } })).status).toBe(200);
    await t.drainQueues();
    const mail = mailsTo(u).find((m) => m.subject === 'Reset your Plaza password')!;
    expect(mail).toBeDefined();
    const link = /\/reset-password\/([A-Za-z0-9_-]{43})/;
    const inText = link.exec(mail.text!)![1];
    expect(link.exec(mail.html as string)![1]).toBe(inText);
    expect(mail.html).toContain('Plaza');
    expect(mail.html).toContain('#2f5bea'); // the site's colour
    expect(mail.text).toContain('Choose a new password');
    expect(header(mail, 'list-unsubscribe')).toBeUndefined(); // account mail has no unsubscribe
    // The link works.
    expect((await t.request('GET', `/api/auth/password/reset/${inText}`)).status).toBe(200);
  });

  it('notification mail carries RFC 8058 headers; its unsubscribe link works with no session', async () => {
    const [ana, bo] = [
      await newUser(t, { first_name: 'Anabel' }),
      await newUser(t, { first_name: 'Boris', last_name: 'Reyes' }),
    ];
    const sent = await chatMessage(t, bo, ana, 'Lunch at noon?');
    await db("update messages set created_at = now() - interval '11 minutes' where recipient_id = ?", [ana.id]);
    await sweep();

    const [mail] = mailsTo(ana).filter((m) => header(m, 'list-unsubscribe'));
    expect(mail.subject).toBe('Boris Reyes sent you a message');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = /<(https?:[^>]+)>/.exec(header(mail, 'list-unsubscribe')!)![1];
    expect(url.startsWith(`${t.config.publicUrl}/api/mail/unsubscribe?`)).toBe(true);
    // Both parts: the words, the button to the chat, the preferences, the unsubscribe link.
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain('Lunch at noon?');
      expect(part).toContain(`${t.config.publicUrl}/show_chat/${sent.chat_id}`);
      expect(part).toContain(`${t.config.publicUrl}/settings/notifications`);
    }
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(url.replace(/&/g, '&amp;'));

    // The mail client's one-click POST, at the app's real address, with no token.
    const path = url.slice(t.config.publicUrl.length);
    const done = await fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    const prefs = await t.request('GET', '/api/me/notification-preferences', { token: ana.access_token });
    expect(prefs.body.data.channels.chat_message.email).toBe(false);
  });

  describe('in the member’s language', () => {
    const speak = (u: TestUser, language: string) => db('update users set language = ? where id = ?', [language, u.id]);

    it('sends a Portuguese member’s password reset in European Portuguese, the English words nowhere', async () => {
      const u = await newUser(t, { first_name: 'Inês' });
      await speak(u, 'pt-PT');
      expect((await t.request('POST', '/api/auth/password/forgot', { body: { email: u.email } })).status).toBe(200);
      await t.drainQueues();
      const mail = mailsTo(u).find((m) => m.subject === 'Redefina a sua palavra-passe do Plaza')!;
      expect(mail).toBeDefined();
      for (const part of [mail.text!, mail.html as string]) {
        expect(part).toContain('Olá Inês,');
        expect(part).toContain('Escolher uma nova palavra-passe');
        expect(part).not.toContain('Choose a new password');
      }
      expect(mail.html).toMatch(/<html[^>]* lang="pt-PT"/);
      expect(mail.html).not.toMatch(/<html[^>]* dir="rtl"/);
      expect(mail.html).toContain('Plaza, uma rede social aberta');
    });

    it('sends an Arabic member’s notification mail right to left, with its footer and dates in Arabic', async () => {
      const [ana, bo] = [await newUser(t, { first_name: 'Amal' }), await newUser(t, { first_name: 'Boris', last_name: 'Reyes' })];
      await speak(ana, 'ar');
      const sent = await chatMessage(t, bo, ana, 'Lunch at noon?');
      await chatMessage(t, bo, ana, 'Or one?');
      await db("update messages set created_at = now() - interval '11 minutes' where recipient_id = ?", [ana.id]);
      await sweep();

      const [mail] = mailsTo(ana).filter((m) => header(m, 'list-unsubscribe'));
      expect(mail.subject).toBe('رسالتان جديدتان على Plaza');
      const html = mail.html as string;
      expect(html).toMatch(/<html[^>]* lang="ar"/);
      expect(html).toMatch(/<html[^>]* dir="rtl"/);
      for (const part of [mail.text!, html]) {
        expect(part).toContain('مرحبًا Amal،');
        expect(part).toContain('Boris Reyes');
        expect(part).toContain('أرسل إليك رسالة');
        expect(part).toContain('Lunch at noon?'); // the member's words stay as written
        expect(part).toContain('أوقف رسائل البريد هذه (بنقرة واحدة)');
        expect(part).toContain(`${t.config.publicUrl}/show_chat/${sent.chat_id}`);
        expect(part).not.toContain('sent you a message');
        expect(part).not.toContain('Stop these emails');
      }
      // The month of the messages' date, as Arabic names it.
      const month = new Intl.DateTimeFormat('ar', { month: 'short', timeZone: 'UTC' }).format(new Date());
      expect(mail.text).toContain(month);
    });
  });

  it('remembers an address the server refuses for good and sends it no more notification mail', async () => {
    const bo = await newUser(t);
    const gone: TestUser = await newUser(t, { email: `gone.${Date.now()}@example.com` });
    await t.drainQueues(); // the welcome mail is refused: the address is marked
    expect(await db('select reason from mail_bounces where email = ?', [gone.email])).toEqual([
      { reason: expect.stringContaining('550') },
    ]);

    await chatMessage(t, bo, gone, 'Anyone there?');
    await db("update messages set created_at = now() - interval '11 minutes' where recipient_id = ?", [gone.id]);
    await sweep();
    expect(await db('select count(*)::int as n from notification_mailings where user_id = ?', [gone.id])).toEqual([
      { n: 0 },
    ]);
    // Account mail is still attempted (it may be the way back), and failing for good does not retry.
    const counts = await t.app.get(JobQueue).counts();
    expect(counts.mail.failed).toBe(0);
  });

  it('mails by itself: the sweep is a repeatable job (every MAIL_NOTIFY_SWEEP_SECONDS)', async () => {
    const [cy, bo] = [await newUser(t), await newUser(t)];
    await chatMessage(t, bo, cy, 'Nobody ran a sweep');
    await db("update messages set created_at = now() - interval '11 minutes' where recipient_id = ?", [cy.id]);
    const mails = await eventually(
      () => mailsTo(cy).filter((m) => header(m, 'list-unsubscribe')),
      (found) => found.length > 0,
    );
    expect(mails.map((m) => m.text)).toEqual([expect.stringContaining('Nobody ran a sweep')]);
  });
});
