import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import sharp from 'sharp';
import type { AuthUser } from '../../common/auth/auth-user';
import { BlogsService } from '../../modules/blogs';
import { BLOG, PICTURE } from '../../common/content/content-kinds';
import { renderMarkdown } from '../../common/content/markdown';
import { ReactionsRepository } from '../../common/content/reactions/reactions.repository';
import { EventsRepository } from '../../modules/events';
import { ForumsRepository } from '../../modules/forums';
import { EventsService } from '../../modules/events';
import { ForumsService } from '../../modules/forums';
import { PicturesService } from '../../modules/pictures';
import { MediaTools } from '../../modules/videos';
import { VideosService } from '../../modules/videos';
import { sql, sqlOne } from '../sql';

/** A landscape drawn from a few colours: sky, sun and two rows of hills (the demo's pictures). */
function landscape(sky: [string, string], sun: string, hills: [string, string], width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.12}" fill="${sun}"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${hills[0]}"/>
    <path d="M0 ${height * 0.85} Q ${width * 0.3} ${height * 0.7} ${width * 0.6} ${height * 0.82} T ${width} ${height * 0.78} V ${height} H 0 Z" fill="${hills[1]}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const days = (n: number, hour = 18) => {
  const d = new Date(Date.now() + n * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** A short clip made with ffmpeg (test pattern and a tone), as an upload would bring it. */
async function demoClip(ffmpeg: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'plaza-demo-'));
  try {
    const file = join(dir, 'clip.mkv');
    await promisify(execFile)(ffmpeg, [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=duration=6:size=640x360:rate=25',
      '-f', 'lavfi', '-i', 'sine=frequency=330:duration=6',
      '-c:v', 'mpeg4', '-q:v', '5', '-c:a', 'libmp3lame', '-shortest', file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Community content for the demo members, written through the application's own services (so
 * images are stored and Markdown rendered as for anyone): blog posts, events with answers, forum
 * threads with replies (one pinned), pictures in an album, and a video the media queue processes.
 * Runs once: only when the demo members exist and have no blog post yet.
 */
export async function seedCommunityContent(app: INestApplicationContext): Promise<void> {
  const em = app.get(EntityManager).fork();
  const members = new Map<string, AuthUser>();
  for (const row of await sql<{ id: number; username: string; role: AuthUser['role'] }>(em, "select id, username, role from users where email like '%@plaza.local'")) {
    members.set(row.username, { id: row.id, role: row.role, sessionId: 'demo', emailVerified: true, createdAt: 0 });
  }
  const [ana, sam, noor, mod] = ['ana', 'sam', 'noor', 'moderator'].map((u) => members.get(u));
  if (!ana || !sam || !noor || !mod || (await sqlOne(em, 'select 1 from blogs where user_id in (?, ?, ?)', [ana.id, sam.id, noor.id]))) {
    return;
  }
  const blogs = app.get(BlogsService);
  const events = app.get(EventsService);
  const forums = app.get(ForumsService);
  const pictures = app.get(PicturesService);
  // Likes, comments, answers and replies are written as they stand, without announcing them: the
  // demo's notifications are the wall's and the friends' (see the community seeder).
  const reactions = app.get(ReactionsRepository);
  const answers = app.get(EventsRepository);
  const replies = app.get(ForumsRepository);
  const reply = (threadId: number, member: AuthUser, body: string) => replies.addReply(threadId, member.id, body, renderMarkdown(body).html);
  const category = async (section: 'blogs' | 'events' | 'forums', slug: string) =>
    (await sqlOne<{ id: number }>(em, 'select id from community_categories where kind = ? and slug = ?', [section.slice(0, -1), slug]))!.id;

  const ride = await blogs.create(
    ana,
    {
      title: 'Ten things I learned riding a second-hand road bike',
      category: await category('blogs', 'sports'),
      body: '## Buy the frame, not the parts\n\nA good **steel frame** outlives three sets of components. Check the dropouts and the head tube before anything else.\n\n## Fit first\n\n- saddle height: heel on the pedal, leg straight\n- reach: elbows soft\n- pressure: 6 bar is plenty in town\n\nNext month: wheels. Questions welcome in the [forums](/forums).',
    },
    await landscape(['#9fd3f5', '#fef6e4'], '#ffcf5c', ['#6aa56b', '#3f7a48']),
  );
  const bridge = await blogs.create(
    sam,
    {
      title: 'Four minutes of golden hour',
      category: await category('blogs', 'arts-and-culture'),
      body: 'The light over the old bridge lasts about **four minutes** in November. I now arrive twenty minutes early, set up, and *wait*.\n\n> The camera does not matter; the waiting does.\n\nThe full set is in my album *City walks*.',
    },
    await landscape(['#f7a072', '#fde2c4'], '#fff1b8', ['#8c5e58', '#5a3e3b']),
  );
  await blogs.create(noor, {
    title: 'Why our book club reads science fiction',
    category: await category('blogs', 'opinion'),
    body: 'Science fiction is the genre of *what if*. This month we read **The Left Hand of Darkness**, and the discussion ran an hour over.\n\nNewcomers: you do not need to finish the book to come.',
  });
  await reactions.like(BLOG, sam.id, ride.id);
  await reactions.like(BLOG, noor.id, ride.id);
  await reactions.addComment(BLOG, sam.id, ride.id, 'Great list. The 6 bar tip saved my tyres.');
  await reactions.like(BLOG, ana.id, bridge.id);
  await reactions.addComment(BLOG, noor.id, bridge.id, 'Worth the wait, clearly!');

  const club = await events.create(noor, {
    title: 'Book club: The Left Hand of Darkness',
    category: await category('events', 'meetups'),
    starts_at: days(4, 18),
    ends_at: days(4, 20),
    location: 'Library café, Braga',
    description: 'We meet in the back room. **Newcomers welcome**, tea is on us.',
    capacity: 12,
  });
  const sunday = await events.create(
    ana,
    {
      title: 'Sunday ride along the river',
      category: await category('events', 'sports'),
      starts_at: days(6, 9),
      ends_at: days(6, 12),
      location: 'The old bridge, Porto',
      description: 'An easy 40 km along the river, coffee halfway. Bring water and a spare tube.',
    },
    await landscape(['#bde0fe', '#e9f5ff'], '#ffe08a', ['#7fb77e', '#4f8a4c']),
  );
  await events.create(sam, {
    title: 'Photo walk: the old town at dusk',
    category: await category('events', 'workshops'),
    starts_at: days(-5, 17),
    ends_at: days(-5, 19),
    location: 'Cathedral square',
    description: 'We walked, we waited for the light, we took far too many pictures.',
  });
  await answers.rsvp(club.id, ana.id, 'going');
  await answers.rsvp(club.id, sam.id, 'interested');
  await answers.rsvp(sunday.id, sam.id, 'going');
  await answers.rsvp(sunday.id, noor.id, 'going');

  const welcome = await forums.create(mod, {
    title: 'Welcome to the Plaza forums: read me first',
    category: await category('forums', 'general'),
    body: 'Be kind, stay on topic, and use the categories. Moderators pin what everyone should see.',
  });
  await forums.moderate(mod, welcome.id, { pinned: true, locked: true });
  const bakery = await forums.create(ana, {
    title: 'Best bakery for sourdough near the market?',
    category: await category('forums', 'neighbourhood'),
    body: 'Mine closed last week. Where do you get a proper **sourdough**?',
  });
  await reply(bakery.id, sam, 'The small one behind the fish market. Go before 9, it sells out.');
  await reply(bakery.id, noor, 'Seconded! Their rye is great too.');
  await reply(bakery.id, ana, 'Thanks both, trying it on Saturday.');
  await forums.create(noor, {
    title: 'Introduce yourself!',
    category: await category('forums', 'introductions'),
    body: 'New here? Say hello and tell us what brings you to Plaza.',
  });

  const walks = await pictures.createAlbum(sam, { name: 'City walks', description: 'Evenings around town.' });
  const palettes: [string, [string, string], string, [string, string]][] = [
    ['Old bridge at golden hour', ['#f7a072', '#fde2c4'], '#fff1b8', ['#8c5e58', '#5a3e3b']],
    ['Blue hour over the river', ['#355c7d', '#6c8ebf'], '#f8b195', ['#2a3d5c', '#1b2a41']],
    ['Morning fog on the hills', ['#d9e4ec', '#f4f7f9'], '#ffffff', ['#a7b8c4', '#7f95a3']],
    ['Harbour lights', ['#0f2027', '#2c5364'], '#ffd166', ['#203a43', '#0b1a20']],
    ['Spring in the park', ['#a8e6cf', '#dcedc1'], '#ffd3b6', ['#67b26f', '#4ca2cd']],
    ['Rooftops after rain', ['#8e9eab', '#eef2f3'], '#fceabb', ['#5d6d7e', '#34495e']],
  ];
  for (const [title, sky, sun, hills] of palettes) {
    const picture = await pictures.create(sam, { title, album_id: walks.id }, await landscape(sky, sun, hills, 1600, 1067));
    if (title.startsWith('Old bridge')) {
      await reactions.like(PICTURE, ana.id, picture.id);
      await reactions.addComment(PICTURE, noor.id, picture.id, 'This one should be a postcard.');
    }
  }
  await pictures.create(ana, { title: 'My new old bike', caption: 'Steel, 1988, repainted.' }, await landscape(['#cfe8ff', '#ffffff'], '#ffc857', ['#d1495b', '#8e2c3b'], 1200, 1200));

  await app.get(VideosService).create(sam, { title: 'Test pattern, with a tone', description: 'A short clip to try the player: seek anywhere.' }, await demoClip(app.get(MediaTools).ffmpeg));
  process.stdout.write('Demo content: blog posts, events, forum threads, pictures in an album and a video (processing in the media queue).\n');
}
