#!/usr/bin/env node
/**
 * What a chat send costs when the recipient has many unseen messages: the count the recipient is
 * told with each send used to be recounted (every unseen message of theirs, 37 ms at 200k); it is
 * now kept on their row. Sends one message at a time (no concurrency, so the figure is the cost
 * of one send, not queueing) to a member with `--unseen` unseen messages, and reads their count.
 *
 *   npm run build -w backend
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/chat/unseen-send.mjs
 *   node bench/chat/unseen-send.mjs --baseline /tmp/old/backend/dist/main.js   # the same on another build
 *
 * Options (flag, or default):
 *   --unseen    200000   unseen messages of the recipient (written in SQL before the run)
 *   --sends     300      sends measured (after 50 unmeasured)
 *   --baseline  none     another build's main.js, measured the same way first
 *
 * Prints, per build: the send's HTTP time (p50, p95) and `GET /api/chats/messages/count-unseen`'s.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { accessToken, BACKEND_MAIN, createDatabase, intOption, log, markdownTable, newSecrets, runMain, startBackend, withClient } from '../lib/harness.mjs';
import { seedSocial } from '../lib/seed.mjs';

await runMain(main, 3600);

async function main() {
  const { values } = parseArgs({ options: { unseen: { type: 'string' }, sends: { type: 'string' }, baseline: { type: 'string' } } });
  const unseen = intOption('unseen', values.unseen, 200_000, 0, 10_000_000);
  const sends = intOption('sends', values.sends, 300, 10, 100_000);
  const builds = [...(values.baseline ? [['baseline', values.baseline]] : []), ['this build', BACKEND_MAIN]];
  const rows = [];
  for (const [label, file] of builds) {
    rows.push([label, ...(await measure(file, unseen, sends))]);
  }
  console.log(markdownTable(['build', `send p50 (ms)`, 'send p95 (ms)', 'count-unseen p50 (ms)', 'count-unseen p95 (ms)'], rows));
  return 0;
}

async function measure(file, unseen, sends) {
  const db = await createDatabase('unseen');
  const secrets = newSecrets();
  const backend = await startBackend({ databaseUrl: db.url, secrets, main: file, env: { WRITE_LIMIT_PER_MINUTE: '0' } });
  const { sessionOf } = await seedSocial(db.url, { members: 3, membersOnly: true });
  const session = (id) => sessionOf.get(id);
  const [chatId] = await withClient(db.url, async (c) => {
    const chats = await c.query('insert into chats (user_one_id, user_two_id) values (1, 2), (3, 2) returning id');
    log(`writing ${unseen} unseen messages of member 2…`);
    await c.query(
      `insert into messages (chat_id, user_id, recipient_id, message, created_at)
       select $1, 3, 2, 'unseen ' || g, now() - interval '1 day' from generate_series(1, $2::int) g`,
      [chats.rows[1].id, unseen],
    );
    await c.query('vacuum analyze messages');
    return [chats.rows[0].id];
  });
  const headers = (id) => ({ authorization: `Bearer ${accessToken(secrets.jwt, id, session(id))}`, 'content-type': 'application/json' });
  const timed = async (fn) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  const send = (i) =>
    fetch(`${backend.url}/api/chats/${chatId}/messages`, { method: 'POST', headers: headers(1), body: JSON.stringify({ message: `hello ${i}` }) }).then(async (res) => {
      if (res.status !== 201) {
        throw new Error(`send: ${res.status} ${await res.text()}`);
      }
    });
  const count = () =>
    fetch(`${backend.url}/api/chats/messages/count-unseen`, { headers: headers(2) }).then(async (res) => {
      const body = await res.json();
      if (body.messages_count < unseen) {
        throw new Error(`count-unseen: ${JSON.stringify(body)}`);
      }
    });
  for (let i = 0; i < 50; i++) {
    await send(-i);
    await count();
  }
  const sendMs = [];
  const countMs = [];
  for (let i = 0; i < sends; i++) {
    sendMs.push(await timed(() => send(i)));
    countMs.push(await timed(count));
  }
  await backend.stop();
  const pct = (values, p) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))].toFixed(2);
  return [pct(sendMs, 0.5), pct(sendMs, 0.95), pct(countMs, 0.5), pct(countMs, 0.95)];
}
