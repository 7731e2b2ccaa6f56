import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../src/database/sql';
import { LISTING_SECTIONS, type ListingFieldSpec } from '../../src/modules/listings/sections';
import { categoriesOf } from './community';
import type { TestUser } from './factories';
import { form, png } from './forms';
import { titleOf } from './listings';
import type { TestApp } from './test-app';

/** The answer's `data` (the first item of a list), or an error naming what failed. */
export function created(res: { status: number; body: any }, what: string): Record<string, any> {
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`creating ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return (Array.isArray(res.body.data) ? res.body.data[0] : res.body.data) as Record<string, any>;
}

/** What `populate` made, for the checks. */
export interface MemberWorld {
  postId: number;
  friendPostId: number;
  chatId: number;
  listingId: number;
  blogId: number;
  eventId: number;
  threadId: number;
  friendThreadId: number;
  pictureId: number;
  albumId: number;
  videoId: number;
  fileId: number;
}

export const FILE_TEXT = 'my private notes, exported as they are';

/**
 * Gives `me` data in every domain, with `friend` (made friends) and `stranger` (blocked) around:
 * a profile with an avatar, posts, comments and likes both ways, a chat, a listing with an image
 * and a saved search, a blog post, an event and an answer to the friend's, forum threads and
 * replies, a picture in an album, a video, a bookmark, and a stored file in a folder.
 */
export async function populate(t: TestApp, me: TestUser, friend: TestUser, stranger: TestUser): Promise<MemberWorld> {
  const as = (u: TestUser) => ({ token: u.access_token });
  created(await t.request('POST', '/api/auth/profile/edit', { ...as(me), body: form({ about: 'Baker of bread' }, { avatar: { data: await png(120, 120), name: 'me.png', type: 'image/png' } }) }), 'profile');
  created(await t.request('POST', '/api/friends/add', { ...as(me), body: { user_id: friend.id } }), 'friend request');
  created(await t.request('POST', '/api/friends/accept', { ...as(friend), body: { user_id: me.id } }), 'friend accept');
  if ((await t.request('POST', `/api/users/${stranger.id}/block`, as(me))).status >= 300) {
    throw new Error('block failed');
  }
  const post = created(await t.request('POST', '/api/posts', { ...as(me), body: form({ body: 'My first loaf' }, { image: { data: await png(), name: 'loaf.png', type: 'image/png' } }) }), 'post');
  const friendPost = created(await t.request('POST', '/api/posts', { ...as(friend), body: form({ body: 'Friend post' }) }), 'friend post');
  created(await t.request('POST', `/api/posts/${friendPost.id}/comments`, { ...as(me), body: { body: 'Nice one, friend' } }), 'comment');
  await t.request('POST', `/api/posts/${friendPost.id}/like`, as(me));
  await t.request('POST', `/api/posts/${post.id}/like`, as(friend));
  created(await t.request('POST', `/api/posts/${post.id}/comments`, { ...as(friend), body: { body: 'Friend comment on my post' } }), 'friend comment');
  const chat = created(await t.request('POST', '/api/chats', { ...as(me), body: { user_id: friend.id } }), 'chat');
  created(await t.request('POST', `/api/chats/${chat.id}/messages`, { ...as(me), body: { message: 'Hello from me' } }), 'message');
  created(await t.request('POST', `/api/chats/${chat.id}/messages`, { ...as(friend), body: { message: 'Hello back from friend' } }), 'message');
  const market = LISTING_SECTIONS.find((s) => s.slug === 'marketplaces')!;
  const fields = Object.fromEntries((market.fields as readonly ListingFieldSpec[]).map((f) => [f.name, f.example as string | number]));
  const listing = created(await t.request('POST', '/api/marketplaces', { ...as(me), body: form({ ...fields, [titleOf(market)]: 'Old bread oven' }) }), 'listing');
  created(await t.request('POST', `/api/marketplaces/${listing.id}/images`, { ...as(me), body: form({}, { image: { data: await png(), name: 'oven.png', type: 'image/png' } }) }), 'listing image');
  created(await t.request('POST', '/api/saved_searches', { ...as(me), body: { section: 'marketplaces', search: 'flour mill' } }), 'saved search');
  const blogCategory = (await categoriesOf(t, me, 'blogs'))[0];
  const blog = created(await t.request('POST', '/api/blogs', { ...as(me), body: form({ title: 'Sourdough diary', category: blogCategory.id, body: 'Day one.' }, { image: { data: await png(), name: 'b.png', type: 'image/png' } }) }), 'blog');
  created(await t.request('POST', `/api/blogs/${blog.id}/comments`, { ...as(friend), body: { body: 'Friend likes the diary' } }), 'blog comment');
  const eventCategory = (await categoriesOf(t, me, 'events'))[0];
  const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const event = created(await t.request('POST', '/api/events', { ...as(me), body: form({ title: 'Bake sale', category: eventCategory.id, starts_at: startsAt, location: 'Square', description: 'Bring cake.' }) }), 'event');
  const friendEvent = created(await t.request('POST', '/api/events', { ...as(friend), body: form({ title: 'Friend party', category: eventCategory.id, starts_at: startsAt, location: 'Home', description: 'Come.' }) }), 'friend event');
  created(await t.request('POST', `/api/events/${friendEvent.id}/rsvp`, { ...as(me), body: { status: 'going' } }), 'rsvp');
  const forumCategory = (await categoriesOf(t, me, 'forums'))[0];
  const thread = created(await t.request('POST', '/api/forums', { ...as(me), body: form({ title: 'Best flour?', category: forumCategory.id, body: 'Asking for a loaf.' }) }), 'thread');
  const friendThread = created(await t.request('POST', '/api/forums', { ...as(friend), body: form({ title: 'Ovens', category: forumCategory.id, body: 'Which oven?' }) }), 'friend thread');
  created(await t.request('POST', `/api/forums/${friendThread.id}/replies`, { ...as(me), body: { body: 'My reply in the friend thread' } }), 'reply');
  const album = created(await t.request('POST', '/api/pictures/albums', { ...as(me), body: { name: 'Loaves', description: 'All of them' } }), 'album');
  const picture = created(await t.request('POST', '/api/pictures', { ...as(me), body: form({ title: 'Crust', album_id: album.id }, { image: { data: await png(), name: 'crust.png', type: 'image/png' } }) }), 'picture');
  // A video as the transcoder leaves it (transcoding itself is videos.int.ts's business).
  const [video] = await sql<{ id: number }>(t.app.get(EntityManager).fork(), "insert into videos (user_id, title, status, progress) values (?, 'Kneading', 'ready', 100) returning id", [me.id]);
  created(await t.request('POST', '/api/bookmarks', { ...as(me), body: { group: 'bank', title: 'My bank', url: 'https://bank.example.com/' } }), 'bookmark');
  const folder = created(await t.request('POST', '/api/storage/folders', { ...as(me), body: { name: 'Trips' } }), 'folder');
  const file = created(
    await t.request('POST', '/api/storage', { ...as(me), body: form({ folder_id: folder.id }, { files: { data: Buffer.from(FILE_TEXT), name: 'notes.txt', type: 'text/plain' } }) }),
    'file',
  );
  return {
    postId: post.id,
    friendPostId: friendPost.id,
    chatId: chat.id,
    listingId: listing.id,
    blogId: blog.id,
    eventId: event.id,
    threadId: thread.id,
    friendThreadId: friendThread.id,
    pictureId: picture.id,
    albumId: album.id,
    videoId: video.id,
    fileId: file.id,
  };
}
