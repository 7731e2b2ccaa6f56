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
 * then a chat's messages (3), a typing signal (2), a post with a photo (0.1: about one per active
 * member every 15 minutes; the app makes its sizes). Churn: 1 % of the connected members every
 * 10 s (spread over each second) drop their socket and reconnect, one in ten of them after signing
 * in again with their password (argon2 on the server) and reconnecting with the new token.
 * Every member has the same password hash (hashed once here); the others' tokens are signed here as
 * the app signs them. The app runs on REDIS_URL when it is set (queues, the session cache), as an
 * operator runs it; `--no-redis` for the inline queue.
 *
 * Why not Artillery: its npm package installs Playwright's Chromium by downloading it at install
 * time, which `npm ci` here must never do (and cannot: no internet). The driver below is the same
 * open-loop model on socket.io-client and fetch.
 *
 * Goals (issue 30): HTTP p99 ≤ 150 ms (pages; uploads and sign-ins apart), chat delivery p99 ≤ 100 ms,
 * no error, nothing lost.
 * Exit 0 when met, 2 when the figures were printed but a goal was missed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { ROOT, accessToken, benchDatabase, cpuSeconds, postgresCpuSeconds, log, markdownTable, newSecrets, runMain, saveResults, sleep, startBackend, usage, withClient } from '../lib/harness.mjs';
import { seedSocial } from '../lib/seed.mjs';

const { values: opts } = parseArgs({
  options: {
    members: { type: 'string', default: '5000' },
    knee: { type: 'string' },
    active: { type: 'string', default: '0.1' },
    duration: { type: 'string', default: '120' },
    instances: { type: 'string', default: '1' },
    'keep-db': { type: 'boolean', default: false },
    'no-redis': { type: 'boolean', default: false },
    chart: { type: 'string' },
    without: { type: 'string', default: '' },
    profile: { type: 'string' },
    'chart-from': { type: 'string' },
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
  ['upload', 0.1],
];
const PASSWORD = 'Bench!load-2026';
/** `--without upload,signin`: leave pages (or sign-ins) out of the mix, to see what a tail comes from. */
const WITHOUT = new Set(opts.without.split(',').filter(Boolean));
const MIX = PAGES.filter(([name]) => !WITHOUT.has(name));
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

const backendRequire = createRequire(`${ROOT}/backend/package.json`);

/** One argon2 hash (the app's parameters) of PASSWORD for every member, so sign-ins verify for real. */
async function setPasswords(url) {
  const { hash, Algorithm } = backendRequire('@node-rs/argon2');
  const hashed = await hash(PASSWORD, { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await withClient(url, (c) => c.query(`update users set password_hash = $1 where password_hash <> $1`, [hashed]));
}

/** A phone photo's worth of JPEG (1600×1200 of gradients and some grain), made once. */
async function photo() {
  const sharp = backendRequire('sharp');
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width + Math.random() * 40;
    pixels[i + 1] = (y * 255) / height + Math.random() * 40;
    pixels[i + 2] = 128 + Math.random() * 60;
  }
  // Blurred a little: per-pixel noise is the worst case for WebP (0.5 s instead of 0.4 to encode).
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(1.5).jpeg({ quality: 80 }).toBuffer();
}

/** What the members need: id, username, email, token, chats (with the other member). */
async function membersOf(url, secret) {
  return withClient(url, async (c) => {
    const rows = (
      await c.query(
        `select u.id, u.username, u.email, s.id as session,
                (select array_agg(json_build_object('id', ch.id, 'other', case when ch.user_one_id = u.id then ch.user_two_id else ch.user_one_id end))
                   from (select * from chats where user_one_id = u.id or user_two_id = u.id order by id limit 5) ch) as chats
           from users u join lateral (select id from sessions where user_id = u.id order by id limit 1) s on true order by u.id`,
      )
    ).rows;
    return rows.map((r) => ({ id: r.id, username: r.username, email: r.email, token: accessToken(secret, r.id, r.session), chats: r.chats ?? [] }));
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

async function oneSize(size, db, secrets, apps, image) {
  const members = (await membersOf(db.url, secrets.jwt)).slice(0, size);
  // Blocks of ten members per instance: the active tenth (every tenth member) spreads over them too.
  const urlOf = (m) => apps[Math.floor((m.id - 1) / 10) % apps.length].url;
  const http = createHistogram();
  const perPage = new Map([...PAGES.map(([name]) => [name, createHistogram()]), ['send', createHistogram()], ['signin', createHistogram()]]);
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
    const form = body instanceof FormData;
    try {
      const res = await fetch(`${urlOf(member)}${path}`, {
        method,
        headers: { authorization: `Bearer ${member.token}`, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
        body: body && !form ? JSON.stringify(body) : body,
      });
      const answer = await res.json().catch(() => null);
      const took = Math.max(1, Math.round((performance.now() - started) * 1e6));
      // Uploads (the app encodes the photo's sizes) and sign-ins (argon2) are a different class of
      // request from a page's reads: they are reported apart, not in the pages' p99.
      if (page !== 'upload' && page !== 'signin') {
        http.record(took);
      }
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
    const total = MIX.reduce((n, [, w]) => n + w, 0);
    let r = Math.random() * total;
    for (const [name, weight] of MIX) {
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
      case 'upload': {
        const form = new FormData();
        form.set('body', `A photo from the load test, ${new Date().toISOString()}`);
        form.set('image', new Blob([image], { type: 'image/jpeg' }), 'photo.jpg');
        return call(page, member, 'POST', '/api/posts', form);
      }
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
  const pgBefore = postgresCpuSeconds();
  const clientBefore = process.cpuUsage();

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
  // A member signing in again: their password, a new session and token, then a new socket.
  async function signIn(member) {
    const answer = await call('signin', member, 'POST', '/api/auth/login', { email: member.email, password: PASSWORD });
    if (answer?.token?.access_token) {
      member.token = answer.token.access_token;
    } else if (answer) {
      fail(`POST /api/auth/login answered no token`);
    }
  }

  // Churn: 1 % of the members every 10 s drop their socket and come back (one in ten after signing
  // in again), spread over every second as phones losing signal are, not in one burst.
  const churn = setInterval(async () => {
    const leaving = members.filter(() => Math.random() < 0.001);
    await Promise.all(
      leaving.map(async (m) => {
        sockets.get(m.id)?.close();
        if (Math.random() < 0.1 && !WITHOUT.has('signin')) {
          await signIn(m);
        }
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
  }, 1000);
  while (performance.now() < end) {
    await sleep(1000);
  }
  running = false;
  clearInterval(churn);
  timers.forEach(clearTimeout);
  await sleep(5000);
  loop.disable();
  const cpu = apps.map((a, i) => cpuSeconds(a.pid) - cpuBefore[i]);
  const pgCpu = postgresCpuSeconds() - pgBefore;
  const clientCpu = process.cpuUsage(clientBefore);
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
    postgresCpuShare: Math.round((pgCpu / (DURATION_MS / 1000)) * 100) / 100,
    clientCpuShare: Math.round(((clientCpu.user + clientCpu.system) / 1e6 / (DURATION_MS / 1000)) * 100) / 100,
    clientLoopP99: ms(loop.percentile(99)),
  };
}

/** A small SVG of the knee: HTTP and delivery p99 against members connected, with the goals. */
function kneeChart(results, title) {
  const W = 560;
  const H = 300;
  const pad = { l: 56, r: 16, t: 44, b: 44 };
  const xs = results.map((r) => r.size);
  // Up to four times the HTTP goal: a collapsed size is drawn at the top with its figure written.
  const top = Math.min(GOALS.httpP99 * 4, Math.max(GOALS.httpP99 * 1.5, ...results.flatMap((r) => [r.http.p99, r.delivery.p99])));
  const x = (v) => pad.l + ((v - Math.min(...xs)) / Math.max(1, Math.max(...xs) - Math.min(...xs))) * (W - pad.l - pad.r);
  const y = (v) => H - pad.b - (Math.min(v, top) / top) * (H - pad.t - pad.b);
  const line = (values, colour, labelDy) =>
    `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${results.map((r, i) => `${x(r.size).toFixed(1)},${y(values[i]).toFixed(1)}`).join(' ')}"/>` +
    results
      .map((r, i) => {
        const clipped = values[i] > top ? `<text x="${x(r.size) - 6}" y="${y(top) + labelDy}" text-anchor="end" font-size="10" fill="${colour}">${Math.round(values[i])} ms</text>` : '';
        return `<circle cx="${x(r.size).toFixed(1)}" cy="${y(values[i]).toFixed(1)}" r="3" fill="${colour}"/>${clipped}`;
      })
      .join('');
  const goal = (v, colour, label, end) =>
    `<line x1="${pad.l}" x2="${W - pad.r}" y1="${y(v)}" y2="${y(v)}" stroke="${colour}" stroke-dasharray="4 4"/><text x="${end ? W - pad.r : pad.l + 4}" y="${y(v) - 4}" text-anchor="${end ? 'end' : 'start'}" font-size="11" fill="${colour}">${label}</text>`;
  const ticks = xs.map((v) => `<text x="${x(v)}" y="${H - pad.b + 16}" text-anchor="middle" font-size="11">${v.toLocaleString('en')}</text>`).join('');
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => `<text x="${pad.l - 6}" y="${y(top * f) + 4}" text-anchor="end" font-size="11">${Math.round(top * f)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif">
<rect width="${W}" height="${H}" fill="#fff"/>
<text x="${W / 2}" y="20" text-anchor="middle" font-size="13">${title}</text>
<line x1="${pad.l}" x2="${pad.l}" y1="${pad.t}" y2="${H - pad.b}" stroke="#888"/><line x1="${pad.l}" x2="${W - pad.r}" y1="${H - pad.b}" y2="${H - pad.b}" stroke="#888"/>
${ticks}${yTicks}
<text x="${W / 2}" y="${H - 8}" text-anchor="middle" font-size="11">members connected (a tenth active)</text>
<text x="14" y="${H / 2}" transform="rotate(-90 14 ${H / 2})" text-anchor="middle" font-size="11">p99, ms</text>
${goal(GOALS.httpP99, '#1565c0', 'HTTP goal 150 ms', false)}${goal(GOALS.deliveryP99, '#c62828', 'delivery goal 100 ms', true)}
${line(results.map((r) => r.http.p99), '#1565c0', 14)}${line(results.map((r) => r.delivery.p99), '#c62828', 28)}
<text x="${pad.l + 8}" y="${pad.t - 4}" font-size="11" fill="#1565c0">HTTP p99 (pages)</text><text x="${pad.l + 120}" y="${pad.t - 4}" font-size="11" fill="#c62828">chat delivery p99</text>
</svg>
`;
}

function writeChart(results, instances) {
  const file = opts.chart ?? `${ROOT}/bench/load/knee-${instances}.svg`;
  writeFileSync(file, kneeChart(results, `Plaza on one 2-vCPU box, ${instances} instance${instances > 1 ? 's' : ''}: p99 by members connected`));
  log(`chart: ${file}`);
}

// `--chart-from <bench/results/load-….json>`: draws a saved run's chart again, without running.
if (opts['chart-from']) {
  const saved = JSON.parse(readFileSync(opts['chart-from'], 'utf8'));
  writeChart(saved.results, saved.instances);
  process.exit(0);
}

await runMain(async () => {
  if (INSTANCES > 1 && !process.env.REDIS_URL) {
    throw new Error('--instances 2 needs REDIS_URL (the Socket.IO Redis adapter)');
  }
  const top = Math.max(...SIZES);
  const secrets = newSecrets();
  const db = await benchDatabase('load', top, opts['keep-db']);
  // Every bench member comes from 127.0.0.1: the per-address sign-in limit would refuse them.
  // The instances share one Redis prefix: their Socket.IO adapter and queues must meet.
  const redis = process.env.REDIS_URL && !opts['no-redis'] ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `plaza-bench-load-${secrets.key}-${process.pid}` } : {};
  const env = { AUTH_THROTTLE_IP_LIMIT: '1000000', ...redis };
  const apps = [];
  for (let i = 0; i < INSTANCES; i += 1) {
    // `--profile <dir>`: a CPU profile of each backend (written when it stops), to see where the time goes.
    const nodeArgs = opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${opts.profile}`] : [];
    apps.push(await startBackend({ databaseUrl: db.url, secrets, env, nodeArgs, label: `backend ${i + 1}` }));
  }
  if (!db.reused) {
    log(`seeding ${top} members`);
    await seedSocial(db.url, { members: top, messages: top * 10, posts: top * 5, notifications: top * 10 });
    await seedListings(db.url, 5000, top);
  }
  await setPasswords(db.url);
  const image = await photo();
  const results = [];
  for (const size of SIZES) {
    results.push(await oneSize(size, db, secrets, apps, image));
    log(JSON.stringify(results.at(-1)));
  }
  const met = (r) => r.http.p99 <= GOALS.httpP99 && r.delivery.p99 <= GOALS.deliveryP99 && Object.keys(r.errors).length === 0 && r.delivery.lost === 0;
  console.log(
    markdownTable(
      ['members', 'active', 'requests', 'HTTP p50 / p99 ms', 'delivery p50 / p99 ms', 'sent / lost / dup', 'upload p50 / p99 ms', 'sign-in p50 / p99 ms', 'errors', 'CPU: server / PostgreSQL / client', 'client loop p99', 'goals'],
      results.map((r) => [
        r.size.toLocaleString('en'),
        String(r.active),
        String(r.requests),
        `${r.http.p50} / ${r.http.p99}`,
        `${r.delivery.p50} / ${r.delivery.p99}`,
        `${r.delivery.sent} / ${r.delivery.lost} / ${r.delivery.duplicates}`,
        `${r.pages.upload.p50} / ${r.pages.upload.p99} (${r.pages.upload.count})`,
        `${r.pages.signin.p50} / ${r.pages.signin.p99} (${r.pages.signin.count})`,
        String(Object.values(r.errors).reduce((a, b) => a + b, 0)),
        `${r.serverCpuShare.join(' + ')} / ${r.postgresCpuShare} / ${r.clientCpuShare}`,
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
  if (results.length > 1) {
    writeChart(results, INSTANCES);
  }
  if (!opts['no-save']) {
    log(`saved ${await saveResults('load', { instances: INSTANCES, activeShare: ACTIVE_SHARE, durationMs: DURATION_MS, results })}`);
  }
  return results.every(met) ? 0 : 2;
}, 7200);
