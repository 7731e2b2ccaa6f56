/**
 * A day in the life, on one box: N members connected over Socket.IO, a tenth of them active,
 * each active member every few seconds doing what Plaza's pages do, and every ~30 s sending a chat
 * message that must reach the other member's socket once.
 *
 *   npm run build -w backend
 *   node bench/load/run.mjs [--members 5000] [--active 0.1] [--duration 120] [--instances 1]
 *   node bench/load/run.mjs --knee 1000,2000,3000,5000      # one run per size: where the goals stop holding
 *
 * A database of its own (DATABASE_URL's server, else embedded), members with friends, chats,
 * messages, posts and notifications, and 5,000 marketplace listings, all written in SQL; the
 * backend build (two with --instances 2, behind REDIS_URL: members alternate between them). The
 * load comes from this process, open loop: an active member's next page comes 2–8 s after the
 * last one started, whatever the answers' speed. Pages, by weight: the feed (4), the notification
 * and unseen-message counters (4), a listing search (2), a profile and its posts (2), the chat list
 * then a chat's messages (3), a typing signal (2). Churn: every 10 s, 1 % of the connected members
 * drop their socket and reconnect. Sign-ins are not in the mix: members' passwords would cost
 * argon2 on the client side of this same machine; tokens are signed here as the app signs them.
 *
 * Why not Artillery: its npm package installs Playwright's Chromium by downloading it at install
 * time, which `npm ci` here must never do (and cannot: no internet). The driver below is the same
 * open-loop model on socket.io-client and fetch.
 *
 * Goals (issue 30): HTTP p99 ≤ 150 ms, chat delivery p99 ≤ 100 ms, no error, nothing lost.
 * Exit 0 when met, 2 when the figures were printed but a goal was missed.
 */
import { createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { accessToken, benchDatabase, cpuSeconds, log, markdownTable, newSecrets, runMain, saveResults, sleep, startBackend, usage, withClient } from '../lib/harness.mjs';
import { seedSocial } from '../lib/seed.mjs';

const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '5000' },
    knee: { type: 'string' },
    active: { type: 'string', default: '0.1' },
    duration: { type: 'string', default: '120' },
    instances: { type: 'string', default: '1' },
    'keep-db': { type: 'boolean', default: false },
    'no-save': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opts.help) {
  process.stdout.write(usage(new URL(import.meta.url).pathname));
  process.exit(0);
}
const SIZES = (opts.knee ?? opts.members).split(',').map(Number).filter((n) => n >= 20);
const ACTIVE_SHARE = Number(opts.active);
const DURATION_MS = Number(opts.duration) * 1000;
const INSTANCES = Number(opts.instances);
const GOALS = { httpP99: 150, deliveryP99: 100 };
const PAGES = [
  ['feed', 4],
  ['counters', 4],
  ['search', 2],
  ['profile', 2],
  ['chat', 3],
  ['typing', 2],
];
const SEARCH_TERMS = ['bike', 'sofa', 'lamp', 'guitar', 'table', 'phone', 'desk', 'chair', 'bcycle', 'lampe'];
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

async function seedListings(url, count, members) {
  await withClient(url, async (c) => {
    await c.query(
      `insert into listings (section, user_id, title, description, category, location, price, expires_at, created_at)
       select 'marketplaces', 1 + g % $2,
              (array['City bike', 'Oak table', 'Desk lamp', 'Guitar', 'Sofa', 'Office chair', 'Phone', 'Writing desk'])[1 + g % 8] || ' ' || g,
              'Good condition, pick up in the evening or at the weekend. ' || md5(g::text),
              (array['Bikes', 'Furniture', 'Electronics', 'Musical instruments'])[1 + g % 4],
              (array['Lisboa', 'Porto', 'Braga', 'Faro'])[1 + g % 4],
              10 + g % 500, now() + interval '30 days', now() - (g || ' minutes')::interval
         from generate_series(1, $1::int) g`,
      [count, members],
    );
    await c.query(`insert into listing_marketplaces (listing_id, contact_information) select id, 'Message me on Plaza' from listings where section = 'marketplaces'`);
    await c.query('vacuum analyze listings');
  });
}

/** What the members need: id, username, token, chats (with the other member). */
async function membersOf(url, secret) {
  return withClient(url, async (c) => {
    const rows = (
      await c.query(
        `select u.id, u.username, s.id as session,
                (select array_agg(json_build_object('id', ch.id, 'other', case when ch.user_one_id = u.id then ch.user_two_id else ch.user_one_id end))
                   from (select * from chats where user_one_id = u.id or user_two_id = u.id order by id limit 5) ch) as chats
           from users u join lateral (select id from sessions where user_id = u.id order by id limit 1) s on true order by u.id`,
      )
    ).rows;
    return rows.map((r) => ({ id: r.id, username: r.username, token: accessToken(secret, r.id, r.session), chats: r.chats ?? [] }));
  });
}

/** A member's socket, subscribed to their own channel as the app does (authorized by the API). */
async function connect(url, member, onUnseen) {
  const socket = await new Promise((resolve, reject) => {
    const s = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: member.token }, reconnection: false, forceNew: true, timeout: 30_000 });
    s.on('messages.unseen', onUnseen(member));
    s.once('connect', () => resolve(s));
    s.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
  });
  const channel = `private-user.${member.id}`;
  const res = await fetch(`${url}/api/broadcasting/auth`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ socket_id: socket.id, channel_name: channel }),
  });
  const { auth } = await res.json();
  const ack = await socket.timeout(30_000).emitWithAck('subscribe', { channel, auth });
  if (!ack?.ok) {
    throw new Error(`subscribe to ${channel} refused: ${JSON.stringify(ack)}`);
  }
  return socket;
}

async function oneSize(size, db, secrets, apps) {
  const members = (await membersOf(db.url, secrets.jwt)).slice(0, size);
  const urlOf = (m) => apps[m.id % apps.length].url;
  const http = createHistogram();
  const perPage = new Map(PAGES.map(([name]) => [name, createHistogram()]));
  const delivery = createHistogram();
  const errors = new Map();
  const pending = new Map();
  let sent = 0;
  let delivered = 0;
  let duplicates = 0;
  let missedWhileAway = 0;
  const fail = (what) => errors.set(what, (errors.get(what) ?? 0) + 1);

  // A recipient hears a new message on their own channel at once (`messages.unseen` with the
  // chat), whatever page they are on; sends to one recipient in one chat are matched in order.
  const onUnseen = (member) => (event) => {
    if (!event?.chat_id) {
      return;
    }
    const queue = pending.get(`${event.chat_id}:${member.id}`);
    const started = queue?.shift();
    if (started === undefined) {
      duplicates += 1;
      return;
    }
    delivered += 1;
    delivery.record(Math.max(1, Math.round((performance.now() - started) * 1e6)));
  };

  log(`${size} members: connecting`);
  const sockets = new Map();
  for (let i = 0; i < members.length; i += 200) {
    const batch = members.slice(i, i + 200);
    const opened = await Promise.all(batch.map((m) => connect(urlOf(m), m, onUnseen)));
    batch.forEach((m, k) => sockets.set(m.id, opened[k]));
  }

  async function call(page, member, method, path, body) {
    const started = performance.now();
    try {
      const res = await fetch(`${urlOf(member)}${path}`, {
        method,
        headers: { authorization: `Bearer ${member.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await res.json().catch(() => null);
      const took = Math.max(1, Math.round((performance.now() - started) * 1e6));
      http.record(took);
      perPage.get(page)?.record(took);
      if (!res.ok) {
        fail(`${method} ${path.replace(/\d+/g, ':id').split('?')[0]} ${res.status}`);
      }
      return answer;
    } catch (error) {
      fail(`${method} ${path.split('?')[0]} ${error.cause?.code ?? error.message}`);
      return null;
    }
  }

  const pick = () => {
    const total = PAGES.reduce((n, [, w]) => n + w, 0);
    let r = Math.random() * total;
    for (const [name, weight] of PAGES) {
      r -= weight;
      if (r < 0) {
        return name;
      }
    }
    return 'feed';
  };

  async function visit(member) {
    const page = pick();
    const chat = member.chats[Math.floor(Math.random() * member.chats.length)];
    switch (page) {
      case 'feed':
        return call(page, member, 'GET', '/api/posts?take=10');
      case 'counters':
        await Promise.all([call(page, member, 'GET', '/api/notifications/count-unread'), call(page, member, 'GET', '/api/chats/messages/count-unseen')]);
        return undefined;
      case 'search':
        return call(page, member, 'GET', `/api/marketplaces?search=${SEARCH_TERMS[Math.floor(Math.random() * SEARCH_TERMS.length)]}&take=12`);
      case 'profile': {
        const other = members[Math.floor(Math.random() * members.length)];
        await call(page, member, 'GET', `/api/users/${other.username}`);
        return call(page, member, 'GET', `/api/users/${other.id}/posts?take=10`);
      }
      case 'chat':
        await call(page, member, 'GET', '/api/chats?take=20');
        return chat ? call(page, member, 'GET', `/api/chats/${chat.id}/messages?take=30`) : undefined;
      case 'typing':
        return chat ? sockets.get(member.id)?.emit('typing', { chat_id: chat.id }) : undefined;
    }
    return undefined;
  }

  async function send(member) {
    const chat = member.chats.find((c) => c.other <= size);
    if (!chat) {
      return;
    }
    sent += 1;
    const key = `${chat.id}:${chat.other}`;
    const queue = pending.get(key) ?? [];
    pending.set(key, queue);
    const started = performance.now();
    queue.push(started);
    const answer = await call('send', member, 'POST', `/api/chats/${chat.id}/messages`, { message: `Load test message ${sent}` });
    if (!answer) {
      queue.splice(queue.indexOf(started), 1);
      sent -= 1;
    }
  }

  const active = members.filter((_, i) => i % Math.round(1 / ACTIVE_SHARE) === 0);
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  const cpuBefore = apps.map((a) => cpuSeconds(a.pid));
  const end = performance.now() + DURATION_MS;
  const timers = [];
  let running = true;
  for (const member of active) {
    const next = () => {
      if (!running) {
        return;
      }
      void visit(member);
      timers.push(setTimeout(next, 2000 + Math.random() * 6000));
    };
    timers.push(setTimeout(next, Math.random() * 8000));
    const message = () => {
      if (!running) {
        return;
      }
      void send(member);
      timers.push(setTimeout(message, 20_000 + Math.random() * 20_000));
    };
    timers.push(setTimeout(message, Math.random() * 30_000));
  }
  // Churn: 1 % of the members drop their socket and come back every 10 s.
  const churn = setInterval(async () => {
    const leaving = members.filter(() => Math.random() < 0.01);
    await Promise.all(
      leaving.map(async (m) => {
        sockets.get(m.id)?.close();
        try {
          sockets.set(m.id, await connect(urlOf(m), m, onUnseen));
        } catch (error) {
          fail(`reconnect ${error.message}`);
        }
        // What was sent to them while away is in the database (the app refetches on reconnect), not lost.
        for (const [key, queue] of pending) {
          if (key.endsWith(`:${m.id}`) && queue.length) {
            missedWhileAway += queue.length;
            queue.length = 0;
          }
        }
      }),
    );
  }, 10_000);
  while (performance.now() < end) {
    await sleep(1000);
  }
  running = false;
  clearInterval(churn);
  timers.forEach(clearTimeout);
  await sleep(5000);
  loop.disable();
  const cpu = apps.map((a, i) => cpuSeconds(a.pid) - cpuBefore[i]);
  for (const socket of sockets.values()) {
    socket.close();
  }
  const lost = [...pending.values()].reduce((n, queue) => n + queue.length, 0);
  return {
    size,
    active: active.length,
    requests: http.count,
    http: { p50: ms(http.percentile(50)), p99: ms(http.percentile(99)) },
    pages: Object.fromEntries([...perPage].map(([name, h]) => [name, { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), count: h.count }])),
    delivery: { p50: ms(delivery.percentile(50)), p99: ms(delivery.percentile(99)), sent, delivered, lost, duplicates, missedWhileAway },
    errors: Object.fromEntries(errors),
    serverCpuShare: cpu.map((s) => Math.round((s / (DURATION_MS / 1000)) * 100) / 100),
    clientLoopP99: ms(loop.percentile(99)),
  };
}

await runMain(async () => {
  if (INSTANCES > 1 && !process.env.REDIS_URL) {
    throw new Error('--instances 2 needs REDIS_URL (the Socket.IO Redis adapter)');
  }
  const top = Math.max(...SIZES);
  const secrets = newSecrets();
  const db = await benchDatabase('load', top, opts['keep-db']);
  const env = INSTANCES > 1 ? { REDIS_URL: process.env.REDIS_URL } : {};
  const apps = [];
  for (let i = 0; i < INSTANCES; i += 1) {
    apps.push(await startBackend({ databaseUrl: db.url, secrets, env, label: `backend ${i + 1}` }));
  }
  if (!db.reused) {
    log(`seeding ${top} members`);
    await seedSocial(db.url, { members: top, messages: top * 10, posts: top * 5, notifications: top * 10 });
    await seedListings(db.url, 5000, top);
  }
  const results = [];
  for (const size of SIZES) {
    results.push(await oneSize(size, db, secrets, apps));
    log(JSON.stringify(results.at(-1)));
  }
  const met = (r) => r.http.p99 <= GOALS.httpP99 && r.delivery.p99 <= GOALS.deliveryP99 && Object.keys(r.errors).length === 0 && r.delivery.lost === 0;
  console.log(
    markdownTable(
      ['members', 'active', 'requests', 'HTTP p50 / p99 ms', 'delivery p50 / p99 ms', 'sent / lost / dup', 'errors', 'server CPU', 'client loop p99', 'goals'],
      results.map((r) => [
        r.size.toLocaleString('en'),
        String(r.active),
        String(r.requests),
        `${r.http.p50} / ${r.http.p99}`,
        `${r.delivery.p50} / ${r.delivery.p99}`,
        `${r.delivery.sent} / ${r.delivery.lost} / ${r.delivery.duplicates}`,
        String(Object.values(r.errors).reduce((a, b) => a + b, 0)),
        r.serverCpuShare.join(' + '),
        `${r.clientLoopP99} ms`,
        met(r) ? 'met' : 'not met',
      ]),
    ),
  );
  const worst = results.at(-1);
  console.log(`\nPer page at ${worst.size} (p50 / p99 ms): ${Object.entries(worst.pages).filter(([, p]) => p.count > 0).map(([n, p]) => `${n} ${p.p50} / ${p.p99}`).join(', ')}`);
  if (Object.keys(worst.errors).length) {
    console.log(`Errors: ${JSON.stringify(worst.errors)}`);
  }
  if (!opts['no-save']) {
    log(`saved ${await saveResults('load', { instances: INSTANCES, activeShare: ACTIVE_SHARE, durationMs: DURATION_MS, results })}`);
  }
  return results.every(met) ? 0 : 2;
}, 7200);
