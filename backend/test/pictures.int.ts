import sharp from 'sharp';
import { OrphanSweeper } from '../src/files/orphan-sweeper';
import { notificationsOf } from './helpers/community';
import { newListing } from './helpers/listings';
import { newUser, type TestUser } from './helpers/factories';
import { form, png } from './helpers/forms';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** A JPEG carrying EXIF (camera and GPS position), as phones write them. */
function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a8' } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'PlazaCam', Model: 'Secret 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 8/1 0/1' } })
    .toBuffer();
}

describe('pictures and albums', () => {
  let t: TestApp;
  const upload = async (u: TestUser, fields: Record<string, string | number> = {}, image?: Buffer) => {
    const res = await t.request('POST', '/api/pictures', { token: u.access_token, body: form({ title: 'Bridge', ...fields }, { image: { data: image ?? (await png(800, 600)), name: 'p.png' } }) });
    expect(res.status).toBe(201);
    return res.body.data as Record<string, any>;
  };
  const album = async (u: TestUser, name = 'Summer') => {
    const res = await t.request('POST', '/api/pictures/albums', { token: u.access_token, body: { name, description: 'By the sea' } });
    expect(res.status).toBe(201);
    return res.body.data as Record<string, any>;
  };
  const fetchImage = async (path: string) => {
    const res = await fetch(`${t.url}${path}`);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  beforeAll(async () => {
    t = await startTestApp({ env: THROTTLE_OFF });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a picture without its EXIF, with its size and a square thumbnail', async () => {
    const u = await newUser(t);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const picture = await upload(u, { title: 'Harbour', caption: 'Early\r\nmorning' }, original);
    expect(picture).toMatchObject({ title: 'Harbour', caption: 'Early\nmorning', width: 1600, height: 1200, likes_count: 0, user: { id: u.id } });
    const stored = await sharp(await fetchImage(`/storage/pictures/${picture.image}`)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const thumb = await sharp(await fetchImage(`/storage/pictures/thumbs/${picture.image}`)).metadata();
    expect([thumb.width, thumb.height]).toEqual([480, 480]);
  });

  it('requires a title and an image that is one (422, 415)', async () => {
    const u = await newUser(t);
    const none = await t.request('POST', '/api/pictures', { token: u.access_token, body: form({ caption: 'x' }) });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ title: ['This field is required!'], image: ['Choose an image'] });
    const fake = await t.request('POST', '/api/pictures', { token: u.access_token, body: form({ title: 'T' }, { image: { data: Buffer.from('%PDF-1.4 hello'), name: 'x.jpg' } }) });
    expect(fake.status).toBe(415);
    expect((await t.request('GET', `/api/pictures?user_id=${u.id}`, { token: u.access_token })).body.total).toBe(0);
  });

  it('keeps albums of my own pictures, with a cover, in the order added', async () => {
    const [owner, other] = [await newUser(t), await newUser(t)];
    const summer = await album(owner);
    expect(summer).toMatchObject({ name: 'Summer', description: 'By the sea', pictures_count: 0, cover: null, pictures: [] });
    const a = await upload(owner, { title: 'A', album_id: summer.id });
    const b = await upload(owner, { title: 'B' });
    const added = await t.request('POST', '/api/pictures/albums/add', { token: owner.access_token, body: { album_id: summer.id, picture_id: b.id } });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ pictures_count: 2, cover: { id: b.id, image: b.image } });
    expect(added.body.data.pictures.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    expect((await t.request('POST', '/api/pictures/albums/add', { token: owner.access_token, body: { album_id: summer.id, picture_id: b.id } })).body.data.pictures_count).toBe(2);

    const cover = await t.request('PATCH', `/api/pictures/albums/${summer.id}`, { token: owner.access_token, body: { cover_picture_id: a.id, name: 'Summer 26' } });
    expect(cover.body.data).toMatchObject({ name: 'Summer 26', cover: { id: a.id } });
    const stranger = await upload(other);
    const notInAlbum = await t.request('PATCH', `/api/pictures/albums/${summer.id}`, { token: owner.access_token, body: { cover_picture_id: stranger.id } });
    expect(notInAlbum.status).toBe(422);
    expect(notInAlbum.body.errors).toEqual({ cover_picture_id: ['The cover must be one of the album’s pictures'] });

    const theirs = await t.request('POST', '/api/pictures/albums/add', { token: owner.access_token, body: { album_id: summer.id, picture_id: stranger.id } });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('You can only add your own pictures to an album');
    const notMine = await t.request('POST', '/api/pictures/albums/add', { token: other.access_token, body: { album_id: summer.id, picture_id: stranger.id } });
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('You can only add pictures to your own albums');
    expect((await t.request('POST', '/api/pictures', { token: other.access_token, body: form({ title: 'X', album_id: summer.id }, { image: { data: await png(), name: 'x.png' } }) })).status).toBe(403);
    const missing = await t.request('POST', '/api/pictures/albums/add', { token: owner.access_token, body: { album_id: 'x' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ album_id: ['This field must be an id'], picture_id: ['This field is required!'] });

    const mine = await t.request('GET', '/api/pictures/albums/all', { token: owner.access_token });
    expect(mine.body.data.map((x: { id: number }) => x.id)).toEqual([summer.id]);
    expect((await t.request('GET', '/api/pictures/albums/all', { token: other.access_token })).body.data).toEqual([]);
    const paged = await t.request('GET', `/api/pictures/albums?user_id=${owner.id}`, { token: other.access_token });
    expect(paged.body).toMatchObject({ total: 1, data: [{ id: summer.id, pictures_count: 2, cover: { id: a.id } }] });
    expect(paged.body.data[0]).not.toHaveProperty('pictures');
    const seen = await t.request('GET', `/api/pictures/albums/${summer.id}`, { token: other.access_token });
    expect(seen.body.data.pictures.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);

    const out = await t.request('DELETE', `/api/pictures/albums/${summer.id}/pictures/${a.id}`, { token: owner.access_token });
    expect(out.body.data).toMatchObject({ pictures_count: 1, cover: { id: b.id } });
    expect((await t.request('DELETE', `/api/pictures/albums/${summer.id}`, { token: other.access_token })).status).toBe(403);
    expect((await t.request('DELETE', `/api/pictures/albums/${summer.id}`, { token: owner.access_token })).status).toBe(204);
    expect((await t.request('GET', `/api/pictures/${b.id}`, { token: owner.access_token })).status).toBe(200);
    expect((await t.request('GET', `/api/pictures/albums/${summer.id}`, { token: owner.access_token })).status).toBe(404);
  });

  it('lets only the owner edit and delete a picture, and takes likes and comments', async () => {
    const [owner, fan] = [await newUser(t), await newUser(t)];
    const picture = await upload(owner, { title: 'Sunset', caption: 'Gold' });
    expect((await t.request('PATCH', `/api/pictures/${picture.id}`, { token: fan.access_token, body: { title: 'X' } })).status).toBe(403);
    const tooLong = await t.request('PATCH', `/api/pictures/${picture.id}`, { token: owner.access_token, body: { title: 'x'.repeat(256), caption: 7 } });
    expect(tooLong.status).toBe(422); // the JSON edit is validated against UpdatePictureDto
    expect(Object.keys(tooLong.body.errors).sort()).toEqual(['caption', 'title']);
    const edited = await t.request('PATCH', `/api/pictures/${picture.id}`, { token: owner.access_token, body: { caption: '' } });
    expect(edited.body.data).toMatchObject({ title: 'Sunset', caption: null });
    expect((await t.request('POST', `/api/pictures/${picture.id}/like`, { token: fan.access_token })).body.data).toEqual({ likes_count: 1, comments_count: 0, liked_by_me: true });
    await t.request('POST', `/api/pictures/${picture.id}/comments`, { token: fan.access_token, body: { body: 'Wow' } });
    expect(await notificationsOf(t, owner)).toEqual([
      ['CommentedPicture', { type: 'picture', id: picture.id }, fan.id],
      ['LikedPicture', { type: 'picture', id: picture.id }, fan.id],
    ]);
    expect((await t.request('DELETE', `/api/pictures/${picture.id}`, { token: fan.access_token })).status).toBe(403);
    expect((await t.request('DELETE', `/api/pictures/${picture.id}`, { token: owner.access_token })).status).toBe(204);
    expect((await fetch(`${t.url}/storage/pictures/${picture.image}`)).status).toBe(404);
    expect(await notificationsOf(t, owner)).toEqual([]);
  });

  it('sweeps public images no row refers to once they are an hour old, keeping the avatars, pictures and listing photos in use', async () => {
    const u = await newUser(t);
    const picture = await upload(u);
    const avatar = await t.request('POST', '/api/auth/profile/edit', { token: u.access_token, body: form({}, { avatar: { data: await png(200, 200), name: 'a.png' } }) });
    expect(avatar.status).toBe(200);
    const listing = await newListing(t, u, 'marketplaces', {}, 1);
    const dead = '00000000-0000-4000-8000-00000000dead.webp';
    const orphans = ['public/pictures/', 'public/pictures/thumbs/', 'public/avatars/', 'public/listings/thumbs/'].map((folder) => `${folder}${dead}`);
    for (const key of orphans) {
      await t.store.put(key, await png(10, 10));
    }
    const sweeper = t.app.get(OrphanSweeper);
    expect(await sweeper.sweep()).toEqual([]); // too young: a row may be on its way
    const removed = await sweeper.sweep(Date.now() + 2 * 60 * 60 * 1000);
    expect(removed).toEqual(expect.arrayContaining(orphans));
    for (const key of orphans) {
      expect([key, (await fetch(`${t.url}/storage/${key.slice('public/'.length)}`)).status]).toEqual([key, 404]);
    }
    // Names, or addresses of the app's own: their paths.
    const path = (folder: string, value: string) => (value.includes('/') ? new URL(value, t.url).pathname : `/storage/${folder}/${value}`);
    const inUse = [
      `/storage/pictures/${picture.image}`,
      `/storage/pictures/thumbs/${picture.image}`,
      path('avatars', avatar.body.user.avatar as string),
      path('listings', listing.images[0] as string),
    ];
    for (const path of inUse) {
      expect([path, (await fetch(`${t.url}${path}`)).status]).toEqual([path, 200]);
    }
  });
});
